// The data pages site/edge.mjs bundles with the worker: each entry's definition and its built HTML.
declare module 'loan-edge:pages' {
  export const pages: unknown[];
}
