import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { hrefFor, routeUrl, type RouteKey } from '@loan-webview/kit/routes';
import { withQuery } from '@loan-webview/kit/session';

export interface RouteLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: RouteKey;
  params?: Readonly<Record<string, string | number | undefined>>;
}

/**
 * A link to another page of the route table. Prerendered with its own params but without the page's query (the
 * build does not know it); the boot script adds the page's query to every `data-session-link` at once, so a tap
 * before hydration keeps the session too. After hydration it carries the common session params, which the
 * prerendered attribute would otherwise keep forever (hydration does not patch attributes).
 */
export function RouteLink({ to, params, children, ...rest }: RouteLinkProps) {
  const [href, setHref] = useState(() => withQuery(routeUrl(to), params ?? {}));
  const key = JSON.stringify(params ?? {});
  useEffect(() => {
    setHref(hrefFor(to, JSON.parse(key) as Record<string, string>));
  }, [to, key]);
  return (
    <a {...rest} href={href} data-session-link="">
      {children}
    </a>
  );
}
