/** esbuild settings every bundle of the project shares. */

// Workspace packages are bundled from their TypeScript sources through the "@loan-webview/source" export condition (workspace-only: the published package has no src).
export const conditions = ['@loan-webview/source'];

/**
 * For bundles that run in Node (prerendering, the embedded backend): bundle the workspace's own packages,
 * leave every third-party package to Node's resolver.
 */
export const externalThirdParty = {
  name: 'external-third-party',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@loan-webview/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};
