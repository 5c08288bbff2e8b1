import { routes, routeUrl } from '@loan-webview/kit/routes';
import { withQuery } from '@loan-webview/kit/session';
import type { DeviceFields } from './fields';

/** Every page of the route table with the fields in its query, so a page added to the table appears here. */
export function pageLinks(fields: DeviceFields): { route: string; title: string; href: string }[] {
  const filled = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
  return Object.entries(routes).map(([route, { title }]) => ({
    route,
    title,
    href: withQuery(routeUrl(route as keyof typeof routes), filled),
  }));
}

/** The list of every page, each link carrying the tester's fields. */
export default function TestPageLinks({ fields }: { fields: DeviceFields }) {
  return (
    <ul className="loan-test__links">
      {pageLinks(fields).map((link) => (
        <li key={link.route}>
          <a href={link.href}>
            {link.title} <code>{link.route}</code>
          </a>
        </li>
      ))}
    </ul>
  );
}
