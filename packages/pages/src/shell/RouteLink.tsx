import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { hrefFor, routeUrl, type RouteKey } from '@loan-webview/kit/routes';

export interface RouteLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: RouteKey;
  params?: Readonly<Record<string, string | number | undefined>>;
}

/**
 * A link to another page of the route table. Prerendered without the query (the build does not know it, and
 * the link still works without JavaScript); after hydration it carries the common session params, which the
 * prerendered attribute would otherwise keep forever (hydration does not patch attributes).
 */
export function RouteLink({ to, params, children, ...rest }: RouteLinkProps) {
  const [href, setHref] = useState(() => routeUrl(to));
  const key = JSON.stringify(params ?? {});
  useEffect(() => {
    setHref(hrefFor(to, JSON.parse(key) as Record<string, string>));
  }, [to, key]);
  return (
    <a {...rest} href={href}>
      {children}
    </a>
  );
}
