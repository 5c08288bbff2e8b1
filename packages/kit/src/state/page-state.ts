/**
 * The kit's page-wide state (the toasts, the configuration, the strings, the session, the bridge), kept once per
 * page however many copies of the kit run in it: on `globalThis`, under a `Symbol.for` key. A host whose bundler
 * loads both the kit's ES module and its CommonJS build (a common accident) so still has one toast queue, one
 * configuration and one catalog (ADR 0087). The key carries the state's version: a state whose shape changes gets
 * a new one, so two kit versions with different shapes never share an object.
 */
export const PAGE_STATE_VERSION = 1;

export function pageState<T extends object>(name: string, create: () => T): T {
  const key = Symbol.for(`@loan-webview/kit/${name}@${PAGE_STATE_VERSION}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[key] ??= create());
}
