/** A promise a test resolves when it chooses: an answer held on its way, to see what the page shows meanwhile. */
export function held<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
