import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, isDuplicateNavigation, isLoginRoute, normalizeRouteUrl, previousRoute, pushHistory } from '@/lib/navigation/history';

const visit = (urls: string[]) => urls.reduce<string[]>((h, u) => pushHistory(h, u), []);

describe('route history', () => {
  it('keeps the last 10 routes', () => {
    const h = visit(Array.from({ length: 15 }, (_, i) => `/booking/${i}`));
    expect(HISTORY_LIMIT).toBe(10);
    expect(h).toHaveLength(10);
    expect(h[0]).toBe('/booking/5');
    expect(h[9]).toBe('/booking/14');
  });
  it('excludes login pages and skips a route identical to the previous one', () => {
    expect(visit(['/', '/login', '/booking/list', '/booking/list/', '/booking/list', '/club/login', '/customer', '/booking/list']))
      .toEqual(['/', '/booking/list', '/customer', '/booking/list']);
  });
  it('keeps the query as part of the route, drops the hash', () => {
    expect(visit(['/booking/list?page=1', '/booking/list?page=2', '/booking/list?page=2#x'])).toEqual(['/booking/list?page=1', '/booking/list?page=2']);
    expect(normalizeRouteUrl('/a/?')).toBe('/a');
  });
  it('does not change the given array', () => {
    const h = ['/'];
    pushHistory(h, '/mail');
    expect(h).toEqual(['/']);
  });
  it('recognises login pages', () => {
    expect(isLoginRoute('/login/')).toBe(true);
    expect(isLoginRoute('/club/login?x=1')).toBe(true);
    expect(isLoginRoute('/password/reset')).toBe(false);
  });
});

describe('previousRoute (forbidden bounce)', () => {
  it('goes to the previous route', () => {
    expect(previousRoute({ history: ['/', '/booking/list', '/config'], current: '/config', loggedIn: true })).toBe('/booking/list');
    expect(previousRoute({ history: ['/', '/booking/list'], current: '/config', loggedIn: true })).toBe('/booking/list');
  });
  it('else home for a logged-in user, else login', () => {
    expect(previousRoute({ history: ['/config'], current: '/config/', loggedIn: true })).toBe('/');
    expect(previousRoute({ history: [], current: '/x', loggedIn: true, home: '/club/dashboard' })).toBe('/club/dashboard');
    expect(previousRoute({ history: [], current: '/x', loggedIn: false })).toBe('/login');
    expect(previousRoute({ history: [], current: '/club/card', loggedIn: false })).toBe('/club/login');
  });
});

describe('duplicate navigation', () => {
  it('is a navigation to the current route', () => {
    expect(isDuplicateNavigation('/booking/list', '/booking/list/')).toBe(true);
    expect(isDuplicateNavigation('/booking/list?a=1', '/booking/list?a=2')).toBe(false);
    expect(isDuplicateNavigation(null, '/')).toBe(false);
  });
});
