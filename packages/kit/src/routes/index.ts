export { navigateTo, openLink, refuseUnsafeLink, safeUrl } from './navigation';
export { hrefFor, NATIVE_SCREENS, routeUrl } from './routes';
export type { NativeScreen } from './routes';
export { allRoutes, isRouteKey, registerRoutes, routes } from './table';
export type { AppRoutes, RouteEntry, RouteKey } from './table';
