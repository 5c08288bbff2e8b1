export { SITE_TABS, SiteLayout, useSiteHref } from './SiteLayout';
export { revealCurrentTab } from './enhance';
export type { SiteLayoutProps, SiteTab } from './SiteLayout';
export { StoreLinks } from './StoreLinks';
