import { getConfig } from '../config/config';
import { getCommonParams, withQuery } from '../session/session';
import { routeEntry, type RouteKey } from './table';

// The table itself lives in ./table.ts, import-free; these are what needs the configuration and the session.
export { allRoutes, isRouteKey, registerRoutes, routes } from './table';
export type { AppRoutes, RouteEntry, RouteKey } from './table';

/** Native screens without a web path; navigation to them goes through the bridge's `to` action. */
export const NATIVE_SCREENS = ['setting', 'main', 'login', 'order', 'productDetail'] as const;
export type NativeScreen = (typeof NATIVE_SCREENS)[number];

/** The folder URL of a route, relative to the configured site base: `/theThat/`. */
export function routeUrl(key: RouteKey, siteBase = getConfig().siteBase): string {
  const path = routeEntry(key)?.path;
  if (path === undefined) throw new Error(`route ${key} is not registered`);
  return path === '/' ? siteBase : `${siteBase}${path.slice(1)}/`;
}

/** A link to a route that always carries the common params; explicit params win. */
export function hrefFor(key: RouteKey, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  return withQuery(routeUrl(key), getCommonParams(), params);
}
