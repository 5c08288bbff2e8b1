export { SITE_TABS, SiteLayout, useSiteHref } from './SiteLayout';
export type { SiteLayoutProps, SiteTab } from './SiteLayout';
