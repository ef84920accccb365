// The menu each demo role sees on a fresh install (the route table's, lib/access/menu.ts, with the
// features on by default): walked by role-walk.spec.ts; static-routes.spec.ts and resources.spec.ts
// open only the static routes and generic list screens the admin's walk does not reach;
// role-walk.spec.ts also runs axe-core on them.
import { readFileSync } from 'node:fs';
import { FEATURE_FLAGS, VIEW_FLAGS } from '@/lib/contract/auth';
import { MODULES_DEFAULTS } from '@/lib/contract/settings';
import { buildMenu, type TMenuSection } from '@/lib/access/menu';
import { ROUTES } from '@/lib/access/routes';
import { SPEC_STATIC_PATHS } from '../helpers/spec-routes';
import { SCREENS, screenTitleKey } from '@/lib/resources/screens';
import { DEMO, type TDemoRole } from './fixtures';

export const DEMO_ROLES: Record<TDemoRole, { scopes: string[]; isCrmUser: boolean }> = {
  admin: { scopes: ['admin'], isCrmUser: false },
  staff: { scopes: ['bookings.read', 'customers.read', 'tours.read', 'schedules.read'], isCrmUser: false },
  agency: { scopes: ['agencies.self'], isCrmUser: false },
  customer: { scopes: ['customers.self'], isCrmUser: false },
  club: { scopes: ['user', 'customers.self'], isCrmUser: true },
};

/** A demo role's menu, by group. */
export function menuSections(role: TDemoRole): TMenuSection[] {
  const session = {
    ...DEMO_ROLES[role], email: DEMO[role],
    features: FEATURE_FLAGS.filter((f) => MODULES_DEFAULTS[f] === true),
    viewsOff: VIEW_FLAGS.filter((v) => MODULES_DEFAULTS[v] === 'Off'),
  };
  return buildMenu({ session, modulesAdmins: ['admin@example.com'] });
}

/** The paths of a demo role's menu entries, in menu order. */
export function menuPaths(role: TDemoRole): string[] {
  return menuSections(role).flatMap((g) => g.items.map((i) => i.path));
}

/** The static back-office routes of spec section 2 that the admin's menu does not reach. */
export function staticBackOfficePaths(): string[] {
  const walked = new Set(menuPaths('admin'));
  return SPEC_STATIC_PATHS.filter((p) => {
    const r = ROUTES.find((x) => x.path === p)!;
    return !r.public && !r.redirectTo && !r.club && !walked.has(p);
  });
}

/** The static public pages of spec section 2 (no session needed). */
export function staticPublicPaths(): string[] {
  return SPEC_STATIC_PATHS.filter((p) => ROUTES.find((x) => x.path === p)?.public);
}

const en: unknown = JSON.parse(readFileSync(new URL('../../messages/en.json', import.meta.url), 'utf8'));
const message = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string;

/** The generic list screens (lib/resources/screens) with their English titles, by path; a path
 *  with several screens (tabs) is listed once per tab, `?tab=<id>`. The media list is drawn by the
 *  media library (components/media), tested in mailbox-media.spec.ts. */
export function listScreens(): { path: string; id: string; title: string }[] {
  return SCREENS.filter((s) => s.id !== 'media').map((s) => {
    const tabbed = SCREENS.filter((x) => x.path === s.path).length > 1;
    return { path: tabbed ? `${s.path}?tab=${s.id}` : s.path, id: s.id, title: message(screenTitleKey(s)) };
  });
}
