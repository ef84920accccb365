// The menu each demo role sees on a fresh install (the route table's, lib/access/menu.ts, with the
// features on by default): walked by role-walk.spec.ts; static-routes.spec.ts opens only the
// static routes the admin's walk does not reach.
import { FEATURE_FLAGS, VIEW_FLAGS } from '@/lib/contract/auth';
import { MODULES_DEFAULTS } from '@/lib/contract/settings';
import { buildMenu } from '@/lib/access/menu';
import { DEMO, type TDemoRole } from './fixtures';

export const DEMO_ROLES: Record<TDemoRole, { scopes: string[]; isCrmUser: boolean }> = {
  admin: { scopes: ['admin'], isCrmUser: false },
  staff: { scopes: ['bookings.read', 'customers.read', 'tours.read', 'schedules.read'], isCrmUser: false },
  agency: { scopes: ['agencies.self'], isCrmUser: false },
  customer: { scopes: ['customers.self'], isCrmUser: false },
  club: { scopes: ['user', 'customers.self'], isCrmUser: true },
};

/** The paths of a demo role's menu entries, in menu order. */
export function menuPaths(role: TDemoRole): string[] {
  const session = {
    ...DEMO_ROLES[role], email: DEMO[role],
    features: FEATURE_FLAGS.filter((f) => MODULES_DEFAULTS[f] === true),
    viewsOff: VIEW_FLAGS.filter((v) => MODULES_DEFAULTS[v] === 'Off'),
  };
  return buildMenu({ session, modulesAdmins: ['admin@example.com'] }).flatMap((g) => g.items.map((i) => i.path));
}
