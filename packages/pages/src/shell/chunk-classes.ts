/**
 * What the build must know of the shell's own chunks, declared here beside the code that defers them (mount.tsx)
 * instead of guessed from file names in the build. Paths are from packages/pages/src. The prerender hands them to
 * site-build.mjs, which sorts each page's chunks by them for preloading, the offline copy and the budgets.
 */
export const SHELL_CHUNKS = {
  /** Started by mountPage once the page shows its data: never preloaded with the bundle. */
  afterContent: ['shell/offline-copy.ts', 'shell/field-figures.ts'],
  /** The field figures' reporter (web-vitals), fetched only where the configuration turns them on: a budget of its own. */
  fieldFigures: ['shell/telemetry.ts'],
  /** The offline worker's registration, which every static page's script runs too. */
  offlineCopy: 'shell/offline-copy.ts',
} as const;
