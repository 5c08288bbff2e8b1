// What entries and the build use. Pages import the rest (useResource, ResourceView, RouteLink) by relative path:
// re-exported here, they would join every entry's initial chunk (esbuild's splitting follows re-exports).
export { definePage, PAGE_TITLE_ID } from './define-page';
export type { FirstRequest, PageAnatomy, PageDeclaration, PageDefinition, PageFrame } from './define-page';
export { mountPage } from './mount';
export { PageShell } from './PageShell';
export type { PageShellProps } from './PageShell';
export { BootFallback } from './BootFallback';
