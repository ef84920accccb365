import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@/lib/contract/auth';
import { decideAccess, type TGuardSession } from '@/lib/access/guard';
import { buildMenu } from '@/lib/access/menu';
import { MENU_GROUPS } from '@/lib/access/routes';

const mk = (scopes: string[], extra: Partial<TGuardSession> = {}): TGuardSession => ({
  scopes, features: [...FEATURE_FLAGS], viewsOff: [], isCrmUser: false, email: 'a@example.com', ...extra,
});
const paths = (session: TGuardSession | null) => buildMenu({ session }).flatMap((g) => g.items.map((i) => i.path));

describe('buildMenu', () => {
  it('is empty for guests', () => {
    expect(buildMenu({ session: null })).toEqual([]);
    expect(buildMenu({ session: mk(['guest']) })).toEqual([]);
  });

  it('leaves out hidden routes, routes with parameters, public routes and group parents', () => {
    const all = paths(mk(['admin']));
    for (const p of ['/tax', '/users/profile', '/price/new', '/specials/create', '/agency/payments', '/jump/:system', '/booking/:id', '/login', '/book', '/bank', '/media', '/geo', '/widget-admin']) {
      expect(all, p).not.toContain(p);
    }
    expect(all).toEqual(expect.arrayContaining(['/', '/booking/list', '/config', '/config/modules', '/geo/port', '/bank/list', '/price']));
  });

  it('shows staff exactly what the guard lets them open', () => {
    const staff = mk(['bookings.read', 'customers.read', 'tours.read', 'schedules.read']);
    const items = paths(staff);
    expect(items).toContain('/booking/list');
    expect(items).toContain('/tour/list');
    expect(items).toContain('/customer/list');
    expect(items).not.toContain('/config');
    expect(items).not.toContain('/tour/create');
    for (const p of items) expect(decideAccess({ pathname: p, session: staff }).kind, p).toBe('allow');
  });

  it('offers the booking wizards only to a role that may create bookings (the read-only role may open them)', () => {
    const readOnly = mk(['bookings.read', 'customers.read', 'tours.read', 'schedules.read']);
    expect(paths(readOnly)).not.toContain('/booking/wizard');
    expect(paths(readOnly)).not.toContain('/booking/tour');
    expect(decideAccess({ pathname: '/booking/wizard', session: readOnly }).kind).toBe('allow');
    const booker = paths(mk(['bookings.read', 'bookings.create']));
    expect(booker).toContain('/booking/wizard');
    expect(booker).toContain('/booking/tour');
    expect(paths(mk(['admin']))).toContain('/booking/wizard');
  });

  it('filters by enabled features and view flags', () => {
    const admin = mk(['admin'], { features: ['resort'], viewsOff: ['financeReports'] });
    const items = paths(admin);
    expect(items).toContain('/resort/list');
    expect(items).toContain('/room/list');
    expect(items).not.toContain('/vessel/list');
    expect(items).not.toContain('/booking/calendar');
    expect(items).not.toContain('/stats/base');
    expect(items).not.toContain('/dive/log');
  });

  it('keeps the configured group order and labels; drops empty groups', () => {
    const menu = buildMenu({ session: mk(['agencies.self']) });
    const groups = menu.map((g) => g.group);
    expect(groups).toEqual(MENU_GROUPS.filter((g) => groups.includes(g)));
    // No 'price': the specials (scope "user") are offered only to roles that may read them.
    expect(groups).toEqual(['main', 'booking', 'masterData', 'crm']);
    expect(menu[1]).toMatchObject({ labelKey: 'menu.booking', items: [
      { id: 'bookingList', path: '/booking/list', titleKey: 'routes.bookingList' },
      { id: 'bookingWizard', path: '/booking/wizard', titleKey: 'routes.bookingWizard' },
      { id: 'bookingResort', path: '/booking/resort', titleKey: 'routes.bookingResort' },
    ] });
  });

  it('applies the modules-admin list', () => {
    const admin = mk(['admin'], { email: 'other@example.com' });
    expect(buildMenu({ session: admin, modulesAdmins: ['boss@example.com'] }).flatMap((g) => g.items.map((i) => i.path))).not.toContain('/config/modules');
    expect(buildMenu({ session: admin, modulesAdmins: ['other@example.com'] }).flatMap((g) => g.items.map((i) => i.path))).toContain('/config/modules');
  });
});
