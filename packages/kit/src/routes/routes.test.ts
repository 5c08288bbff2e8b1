import { describe, expect, it } from 'vitest';
import { allRoutes, isRouteKey, registerRoutes, routeUrl, type RouteKey } from './routes';

describe('an app’s own routes', () => {
  it('are known once registered: their folder URL, their key, the table of every route', () => {
    const key = 'loanHistoryProbe' as RouteKey;
    expect(isRouteKey(key)).toBe(false);
    expect(() => routeUrl(key, '/')).toThrow(/not registered/);
    registerRoutes({ loanHistoryProbe: { path: '/loanHistoryProbe', title: 'Loan history' } });
    expect(isRouteKey(key)).toBe(true);
    expect(routeUrl(key, '/')).toBe('/loanHistoryProbe/');
    expect(allRoutes()[key]).toEqual({ path: '/loanHistoryProbe', title: 'Loan history' });
    expect(allRoutes().confirmUrl.path).toBe('/theMark');
  });

  it('never redefine one of the spec’s, and take only a route path', () => {
    expect(() => registerRoutes({ confirmUrl: { path: '/elsewhere', title: 'Confirm' } })).toThrow(/kit's already/);
    expect(() => registerRoutes({ somewhere: { path: 'no-slash', title: 'X' } })).toThrow(/not a route path/);
  });
});
