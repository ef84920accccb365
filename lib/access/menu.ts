// The navigation menu drawn from the route table for one session:
//   buildMenu({ session, modulesAdmins }) → [{ group, labelKey, items: [{ id, path, titleKey }] }]
// Left out: hidden routes, routes whose menuScopes the session lacks, routes with parameters, public/guest-only routes, group parents that
// only redirect, and every route the guard would refuse (scopes, features, view flags). Groups
// keep the order of MENU_GROUPS, items the order of the table; empty groups are dropped.
import { forbiddenCause, isGuestSession, type TGuardSession } from './guard';
import { hasAnyScope } from './scopes';
import { MENU_GROUPS, type TMenuGroup } from './route-types';
import { ROUTES, routeTitleKey } from './routes';

export type TMenuItem = { id: string; path: string; titleKey: string };
export type TMenuSection = { group: TMenuGroup; labelKey: string; items: TMenuItem[] };

export function menuLabelKey(group: TMenuGroup): string {
  return `menu.${group}`;
}

export function buildMenu({
  session,
  modulesAdmins = [],
}: {
  session: TGuardSession | null;
  modulesAdmins?: readonly string[];
}): TMenuSection[] {
  if (isGuestSession(session)) return [];
  const byGroup = new Map<TMenuGroup, TMenuItem[]>();
  for (const route of ROUTES) {
    if (!route.menu || route.hidden || route.public || route.redirectTo || route.path.includes(':')) continue;
    if (forbiddenCause(route, session, modulesAdmins)) continue;
    if (route.menuScopes.length && !hasAnyScope(session?.scopes ?? [], route.menuScopes)) continue;
    const items = byGroup.get(route.menu) ?? [];
    items.push({ id: route.id, path: route.path, titleKey: routeTitleKey(route) });
    byGroup.set(route.menu, items);
  }
  return MENU_GROUPS.filter((g) => byGroup.has(g)).map((group) => ({
    group,
    labelKey: menuLabelKey(group),
    items: byGroup.get(group)!,
  }));
}
