/**
 * One message: `source` is the spec's wording (English, Chinese or Indonesian as the spec shows it);
 * `en`, `zh` and `id` are translations where they differ from the source.
 */
export interface MessageEntry {
  source: string;
  en?: string;
  zh?: string;
  id?: string;
}

/** Keeps the literal keys of an area's message table for type checking. */
export function defineMessages<const T extends Record<string, MessageEntry>>(messages: T): T {
  return messages;
}
