/** What a call sends: plain fields (the request's common params are added to them). */
export type Payload = Readonly<Record<string, string | number | boolean | undefined | null>>;
