import { useT } from '@loan-webview/kit/i18n';
import { routes, routeUrl, type RouteKey } from '@loan-webview/kit/routes';
import { withQuery } from '@loan-webview/kit/session';
import type { DeviceFields } from './fields';

/** Every page of the route table with the fields in its query, so a page added to the table appears here. */
export function pageLinks(fields: DeviceFields): { route: RouteKey; href: string }[] {
  const filled = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
  return (Object.keys(routes) as RouteKey[]).map((route) => ({
    route,
    href: withQuery(routeUrl(route), filled),
  }));
}

/** The list of every page, each link carrying the tester's fields. */
export default function TestPageLinks({ fields }: { fields: DeviceFields }) {
  const t = useT();
  return (
    <ul className="loan-test__links">
      {pageLinks(fields).map((link) => (
        <li key={link.route}>
          <a href={link.href}>
            {t(`route.${link.route}`)} <code>{link.route}</code>
          </a>
        </li>
      ))}
    </ul>
  );
}
