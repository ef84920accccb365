// One rule of who may do which action on a booking (upstream/modules/bookings/allowed-actions.ts):
// the API refuses with it and the detail sends it as allowedActions, per caller. Check-in opens on
// the arrival day in the asset's time zone (earlier by general.checkinDaysBeforeArrival); an agency
// may ask (plan) but the operator confirms and checks in; read-only staff get no actions.
import { describe, expect, it } from 'vitest';
import { daysFromNow } from '../helpers/dates';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { calendarStatus } from '../../lib/bookings/calendar-status';
import { apiFile } from '../helpers/api-file';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = apiFile({ users: ['agency', 'staff'] });

let n = 0;
async function call(token: string, method: string, path: string, body?: unknown, status = 200): Promise<TJson> {
  const res = await t.api.call(method, path, { token, body });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as TJson;
}
/** A fresh room of the demo resort (no demo booking in its way). */
const room = async () => (await call(t.admin, 'POST', '/api/rooms', { name: `Rule room ${++n}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 })).id as string;
const booking = async (token: string, from: number, to: number) =>
  call(token, 'POST', '/api/bookings', { rooms: [{ room: await room(), dateFrom: daysFromNow(from), dateTo: daysFromNow(to), guests: [{ lastName: 'Rule', gender: 'f' }] }] }, 201);
const detail = (token: string, id: string) => call(token, 'GET', `/api/bookings/${id}/detail`);

describe('check-in', () => {
  it('opens on the arrival day; the setting allows it earlier; once in, check-out; each once', async () => {
    const b = await booking(t.admin, 3, 6);
    await call(t.admin, 'POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
    expect((await detail(t.admin, b.id)).allowedActions).not.toContain('checkin');
    const early = await t.api.call('POST', `/api/bookings/${b.id}/checkin`, { token: t.admin });
    expect(early.status).toBe(409);
    const err = (await early.json()) as TJson;
    expect(err).toMatchObject({ error: 'ConflictError', message: 'CHECKIN_TOO_EARLY' });
    expect(err.description).toContain(daysFromNow(3));

    await call(t.admin, 'POST', '/api/settings/group/general', { checkinDaysBeforeArrival: 3 });
    try {
      expect((await detail(t.admin, b.id)).allowedActions).toContain('checkin');
      const inside = await call(t.admin, 'POST', `/api/bookings/${b.id}/checkin`);
      expect(inside.checkedIn).toBe(true);
      expect(inside.allowedActions).toContain('checkout');
      expect(inside.allowedActions).not.toContain('checkin');
      expect((await t.api.call('POST', `/api/bookings/${b.id}/checkin`, { token: t.admin })).status).toBe(409);
      const out = await call(t.admin, 'POST', `/api/bookings/${b.id}/checkout`);
      expect(out.checkedOut).toBe(true);
      expect(out.allowedActions).not.toContain('checkout');
      expect((await t.api.call('POST', `/api/bookings/${b.id}/checkout`, { token: t.admin })).status).toBe(409);
    } finally {
      await call(t.admin, 'POST', '/api/settings/group/general', { checkinDaysBeforeArrival: null });
    }
    expect((await call(t.admin, 'GET', '/api/settings/group/general')).checkinDaysBeforeArrival).toBe(0);
  });

  it('a booking arriving today checks in with the default setting; the calendar colours in, out and cancelled apart', async () => {
    const b = await booking(t.admin, 0, 2);
    const c = await call(t.admin, 'POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
    expect(c.allowedActions).toContain('checkin');
    expect((await call(t.admin, 'POST', `/api/bookings/${b.id}/checkin`)).checkedIn).toBe(true);
    const status = async (id: string) => {
      const cells = await call(t.admin, 'GET', `/api/rooms/occupancy?resort=${DEMO_RESORT_ID}&dateFrom=${daysFromNow(0)}&dateTo=${daysFromNow(2)}`) as unknown as TJson[];
      const cell = cells.find((x) => x.booking === id)!;
      return calendarStatus(cell as never, { today: daysFromNow(0), greyPast: true, checkInColours: true });
    };
    expect(await status(b.id)).toBe('checkedIn');
    await call(t.admin, 'POST', `/api/bookings/${b.id}/checkout`);
    expect(await status(b.id)).toBe('checkedOut');
    // Spec section 4: a cancelled booking takes the blocked colour (its bar no longer holds the bed).
    const d = await booking(t.admin, 0, 2);
    await call(t.admin, 'POST', `/api/bookings/${d.id}/cancell`, {});
    expect(await status(d.id)).toBe('blocked');
  });
});

describe('who may do what', () => {
  it('an agency asks (plan), the operator confirms; the agency never confirms or checks in', async () => {
    const b = await booking(t.token.agency, 0, 2);
    expect(b.agency).toBeTruthy();
    expect([...b.allowedActions].sort()).toEqual(['cancell', 'plan', 'release', 'wait']);
    const refused = await t.api.call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`, { token: t.token.agency });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as TJson).description).toMatch(/plan/);
    const planned = await call(t.token.agency, 'POST', `/api/bookings/${b.id}/plan`);
    expect(planned.state).toBe('planned');
    expect(planned.allowedActions).not.toContain('confirm');
    // The operator sees the request with its own actions and confirms it.
    expect((await detail(t.admin, b.id)).allowedActions).toEqual(expect.arrayContaining(['confirm', 'cancell']));
    await call(t.admin, 'POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
    expect((await detail(t.token.agency, b.id)).allowedActions).toEqual([]);
    expect((await detail(t.admin, b.id)).allowedActions).toContain('checkin');
    expect((await t.api.call('POST', `/api/bookings/${b.id}/checkin`, { token: t.token.agency })).status).toBe(403);
    expect((await t.api.call('POST', `/api/bookings/${b.id}/cancell`, { token: t.token.agency, body: {} })).status).toBe(403);
    expect((await detail(t.admin, b.id)).state).toBe('confirmed');
  });

  it('read-only staff see the booking with no actions, and every action is refused', async () => {
    const b = await booking(t.admin, 5, 7);
    expect((await detail(t.token.staff, b.id)).allowedActions).toEqual([]);
    for (const a of ['confirm', 'plan', 'checkin']) expect((await t.api.call('POST', `/api/bookings/${b.id}/${a}`, { token: t.token.staff })).status, a).toBe(403);
    expect((await detail(t.admin, b.id)).state).toBe('draft');
  });
});
