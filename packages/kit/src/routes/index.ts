export { navigateTo, openLink, safeUrl } from './navigation';
export { hrefFor, isRouteKey, NATIVE_SCREENS, routes, routeUrl } from './routes';
export type { NativeScreen, RouteKey } from './routes';
