// "Create" opens the form of the list it sits on. A create form is reached from its list's
// Create button only: it has no menu entry of its own (among a group's lists, "Create room" next
// to "Room types" and "Bed types", or "Create vessel" next to "Decks", opened the wrong form), and
// a list's Create button goes to the create route the route table names for that list, or, where
// there is none (room types, bed types, decks), to the list's own form dialog.
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@/lib/contract/auth';
import { buildMenu } from '@/lib/access/menu';
import { ROUTES } from '@/lib/access/routes';
import { SCREENS } from '@/lib/resources/screens';

const admin = { scopes: ['admin'], features: [...FEATURE_FLAGS], viewsOff: [], isCrmUser: false, email: 'a@example.com' };
const menuPaths = buildMenu({ session: admin }).flatMap((g) => g.items.map((i) => i.path));
const createRoutes = ROUTES.filter((r) => r.createFor);
const createRouteOf = (listPath: string) => ROUTES.find((r) => r.createFor === listPath)?.path;

describe('create routes', () => {
  it('every "/…/create" (and /price/new) route names its list, and that list is a route', () => {
    const named = ROUTES.filter((r) => /\/(create|new)$/.test(r.path)).map((r) => r.path).sort();
    expect(createRoutes.map((r) => r.path).sort()).toEqual(named);
    for (const r of createRoutes) expect(ROUTES.some((l) => l.path === r.createFor && !l.createFor), r.path).toBe(true);
  });

  it('no create form is a menu entry; their lists are', () => {
    for (const r of createRoutes) expect(menuPaths, r.path).not.toContain(r.path);
    expect(menuPaths).toEqual(expect.arrayContaining(['/room/list', '/room/type/list', '/bedtype', '/vessel/list', '/vesseldeck']));
  });

  it('a list screen\'s Create goes to the create route of that very list, or stays in its dialog', () => {
    // (Tabs sharing a list's route, such as media folders on /media/list, create in their dialog.)
    for (const s of SCREENS) if (s.createPath) expect(s.createPath, s.id).toBe(createRouteOf(s.path));
    const byId = new Map(SCREENS.map((s) => [s.id, s]));
    for (const id of ['roomtypes', 'bedtype', 'vesseldeck']) expect(byId.get(id)!.createPath, id).toBeUndefined();
    expect(byId.get('rooms')!.createPath).toBe('/room/create');
    expect(byId.get('vessel')!.createPath).toBe('/vessel/create');
  });
});
