// The route table of spec section 2: every screen with its scopes (any-of), features (any-of),
// blocking view flags, hidden flag, menu group and club/public flags. Data only; the groups live
// in ./routes/*.ts. Matching (match-route.ts) prefers static segments over parameters, so the
// order here does not decide between /booking/list and /booking/:id; it is the menu order.
import { agencyRoutes, customerRoutes } from './routes/parties';
import { bankRoutes, bookingRoutes, financeRoutes, posRoutes } from './routes/booking';
import { configRoutes } from './routes/config';
import { crmRoutes } from './routes/crm';
import { diveRoutes, masterRoutes } from './routes/dive-master';
import { geoRoutes, mediaRoutes, productRoutes, statsRoutes, widgetAdminRoutes } from './routes/other';
import { priceRoutes } from './routes/price';
import { baseRoutes, notFoundRoute, publicRoutes } from './routes/public';
import { resortRoutes, roomRoutes, tourRoutes, vesselRoutes } from './routes/assets';
import type { TRouteDef } from './route-types';

export { MENU_GROUPS } from './route-types';
export type { TMenuGroup, TRouteDef } from './route-types';
export { notFoundRoute };

/** Every route, the catch-all not-found route last. */
export const ROUTES: readonly TRouteDef[] = [
  ...publicRoutes,
  ...baseRoutes,
  ...bookingRoutes,
  ...masterRoutes,
  ...tourRoutes,
  ...vesselRoutes,
  ...resortRoutes,
  ...roomRoutes,
  ...customerRoutes,
  ...agencyRoutes,
  ...crmRoutes,
  ...diveRoutes,
  ...financeRoutes,
  ...bankRoutes,
  ...posRoutes,
  ...priceRoutes,
  ...productRoutes,
  ...statsRoutes,
  ...mediaRoutes,
  ...widgetAdminRoutes,
  ...geoRoutes,
  ...configRoutes,
  notFoundRoute,
];

const byId = new Map(ROUTES.map((r) => [r.id, r]));

/** The route with this id; throws on an unknown id (a programming error). */
export function getRoute(id: string): TRouteDef {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/** Message key of a route's title, for next-intl: t(routeTitleKey(route)). */
export function routeTitleKey(route: Pick<TRouteDef, 'id'>): string {
  return `routes.${route.id}`;
}

/** Fills a route's ':param' segments (URL-encoded). Throws when a parameter is missing. */
export function buildPath(id: string, params: Record<string, string | number> = {}): string {
  return getRoute(id)
    .path.split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      const value = params[seg.slice(1)];
      if (value === undefined || value === '') throw new Error(`Missing parameter ${seg} for route ${id}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}
