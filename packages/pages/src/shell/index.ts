export { mountPage } from './mount';
export type { PageDefinition } from './mount';
export { PageShell } from './PageShell';
export type { PageShellProps } from './PageShell';
export { useResource } from './useResource';
export type { Resource, UseResourceResult } from './useResource';
export { ResourceView } from './ResourceView';
export type { ResourceViewProps } from './ResourceView';
export { BootFallback } from './BootFallback';
