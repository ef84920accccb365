// Types and the small builder for the route table (lib/access/routes/*). The table is data:
// the guard (guard.ts), the matcher (match-route.ts) and the menu (menu.ts) only read it.
import type { TFeatureFlag, TViewFlag } from '../contract/auth';

/** Menu groups in display order; the label of each is the message `menu.<key>`. */
export const MENU_GROUPS = [
  'main', 'booking', 'tour', 'vessel', 'resort', 'rooms', 'masterData', 'agency', 'crm', 'dive',
  'finance', 'bank', 'pos', 'price', 'product', 'stats', 'media', 'widget', 'geo', 'config',
] as const;
export type TMenuGroup = (typeof MENU_GROUPS)[number];

export type TRouteDef = {
  /** Unique id; the screen title is the message `routes.<id>`. */
  id: string;
  /** Path pattern: static segments and ':param' segments; '*' is the catch-all. */
  path: string;
  /** Any-of scope list (lib/access/scopes hasAnyScope); empty = no scope needed. */
  scopes: readonly string[];
  /** Any-of feature list: the route needs at least one enabled; empty = no feature needed. */
  features: readonly TFeatureFlag[];
  /** Features that must all be enabled in addition (e.g. /product/stock needs 'stock'). */
  requiredFeatures: readonly TFeatureFlag[];
  /** View flags that block the route when they are Off (spec section 6, the 'not' list). */
  not: readonly TViewFlag[];
  /** Not shown in the menu (spec "hidden"). */
  hidden: boolean;
  /** Who is offered the menu entry (any-of), when that is narrower than who may open the route:
   *  the booking wizards open for bookings.read (spec section 2) but only a role that may create
   *  bookings is offered them (docs/decisions/access-and-rules.md). Empty = as `scopes`. */
  menuScopes: readonly string[];
  /** Menu group, or null when the route never appears in the menu. */
  menu: TMenuGroup | null;
  /** Lives in the club (CRM) area: a guest is sent to /club/login. */
  club: boolean;
  /** Guests may open it (no login needed). */
  public: boolean;
  /** Only for guests: a logged-in non-guest is redirected to their home. */
  guestOnly: boolean;
  /** /config/modules: admin and, when a list is configured, only the named accounts. */
  modulesAdmin: boolean;
  /** The page shows without the navigation drawer (verify screens). */
  noDrawer: boolean;
  /** A group's parent path that has no screen of its own: after the access check, go here. */
  redirectTo: string | null;
  /** The catch-all not-found route. */
  notFound: boolean;
  /** A create form: the path of the list whose Create button opens it. Such a route has no menu
   *  entry of its own: among a group's lists, a "Create …" entry reads as the create action of the
   *  list next to it (on room types it opened the new-room form). Creating starts on the list. */
  createFor: string | null;
};

export type TRouteOptions = Partial<Omit<TRouteDef, 'id' | 'path'>>;
export type TRouteSpec = readonly [path: string, id: string, options?: TRouteOptions];

const hasParams = (path: string) => path.split('/').some((s) => s.startsWith(':') || s === '*');

/**
 * Builds a group of routes: `defaults` (the group's scope, features, menu) apply unless a route
 * overrides them. Routes with parameters, hidden, public, redirecting or create-form routes get no
 * menu entry.
 */
export function defineGroup(defaults: TRouteOptions, specs: readonly TRouteSpec[]): TRouteDef[] {
  return specs.map(([path, id, options = {}]) => {
    const o = { ...defaults, ...options };
    const hidden = o.hidden ?? false;
    const isPublic = o.public ?? false;
    const redirectTo = o.redirectTo ?? null;
    const createFor = o.createFor ?? null;
    const menuAllowed = !hidden && !isPublic && !redirectTo && !createFor && !hasParams(path) && !(o.guestOnly ?? false);
    return {
      id,
      path,
      scopes: o.scopes ?? [],
      menuScopes: o.menuScopes ?? [],
      features: o.features ?? [],
      requiredFeatures: o.requiredFeatures ?? [],
      not: o.not ?? [],
      hidden,
      menu: menuAllowed ? (o.menu ?? null) : null,
      club: path === '/club' || path.startsWith('/club/'),
      public: isPublic,
      guestOnly: o.guestOnly ?? false,
      modulesAdmin: o.modulesAdmin ?? false,
      noDrawer: o.noDrawer ?? false,
      redirectTo,
      notFound: o.notFound ?? false,
      createFor,
    };
  });
}
