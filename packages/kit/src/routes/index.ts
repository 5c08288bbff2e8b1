export { navigateTo, openLink, refuseUnsafeLink, safeUrl } from './navigation';
export { hrefFor, isRouteKey, NATIVE_SCREENS, routes, routeUrl } from './routes';
export type { NativeScreen, RouteKey } from './routes';
