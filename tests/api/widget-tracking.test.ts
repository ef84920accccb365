// The embeddable widget's calls (api-calls 7.14, docs/decisions/widget-and-payment.md): the public
// facts of a widget, bookings through it (channel widget, its assets only, counted as completed
// with their value), the tracking call (known actions only, no login, rate-limited) and the
// statistics per day.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWith } from './resources-fixtures';
import { demo } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let resort: string;
let otherResort: string | undefined;
let pricedRoom: string;
let widget: { id: string; slug: string };
const visit = 'visit_abcdef12';

beforeAll(async () => {
  // The resort of the seeded price list (Coral Garden 2027), so a booking there has a total.
  const r = await t.api.handle.db.execute(sql`
    SELECT r.id, r.resort FROM rooms r JOIN price_lists p ON p.resort = r.resort AND p.name = 'Coral Garden 2027'
    WHERE r.room_type::text = (p.entries->0->>'roomType') AND NOT r.allow_shared_room LIMIT 1`);
  [{ id: pricedRoom, resort }] = (r as unknown as { rows: { id: string; resort: string }[] }).rows;
  const assets = (await (await t.api.call('GET', '/api/book/assets')).json()) as { id: string; kind: string }[];
  otherResort = assets.find((a) => a.kind === 'resort' && a.id !== resort)?.id;
  const res = await t.api.call('POST', '/api/widget', { token: t.admin, body: {
    name: 'Shop widget', slug: 'shop-test', language: 'en', allowedOrigins: ['https://shop.example'], resort,
    settings: { color: '#0f766e', logo: 'javascript:alert(1)', roomTypes: 'not-a-uuid' },
  } });
  expect(res.status, await res.clone().text()).toBe(200);
  widget = (await res.json()) as { id: string; slug: string };
});

type TRoom = { id: string; allowSharedRoom: boolean };
const lead = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org', gender: 'f' };

describe('widget', () => {
  it('answers its public facts with a checked look (a bad logo and room types are left out)', async () => {
    const w = await (await t.api.call('GET', '/api/book/widget/shop-test')).json();
    expect(w).toMatchObject({ id: widget.id, language: 'en', resort, vessel: null, color: '#0f766e', logo: null, roomTypes: [], allowedOrigins: ['https://shop.example'] });
    expect((await t.api.call('GET', '/api/book/widget/nope')).status).toBe(404);
  });

  it('records only the known actions of an active widget, without a login', async () => {
    for (const action of ['view', 'view', 'search', 'start']) {
      expect((await t.api.call('POST', `/api/widget/t/${widget.id}/${visit}/${action}`)).status).toBe(204);
    }
    expect((await t.api.call('POST', `/api/widget/t/${widget.id}/${visit}/complete`)).status).toBe(400);
    expect((await t.api.call('POST', `/api/widget/t/${widget.id}/${visit}/delete`)).status).toBe(400);
    expect((await t.api.call('POST', `/api/widget/t/${widget.id}/a b/view`)).status).toBe(400);
    expect((await t.api.call('POST', `/api/widget/t/00000000-0000-4000-8000-000000000000/${visit}/view`)).status).toBe(404);
  });

  it('books through the widget: channel widget, counted as completed with its value; rooms of other houses refused', async () => {
    const from = demo('2027-06-10');
    const to = demo('2027-06-13');
    const room = { id: pricedRoom };
    if (otherResort) {
      const others = (await (await t.api.call('GET', `/api/book/rooms?asset=${otherResort}&dateFrom=${from}&dateTo=${to}`)).json()) as TRoom[];
      const bad = { rooms: [{ room: others[0].id, dateFrom: from, dateTo: to, guests: [] }], lead, language: 'en', widget: 'shop-test', visit };
      expect((await t.api.call('POST', '/api/book/booking/create', { body: bad })).status).toBe(404);
    }
    const body = { rooms: [{ room: room.id, dateFrom: from, dateTo: to, guests: [] }], lead, language: 'en', widget: 'shop-test', visit };
    const res = await t.api.call('POST', '/api/book/booking/create', { body });
    expect(res.status, await res.clone().text()).toBe(201);
    const list = (await (await t.api.call('GET', `/api/bookings?search=Hopper`, { token: t.admin })).json()) as { data: { id: string }[] };
    const detail = (await (await t.api.call('GET', `/api/bookings/${list.data[0].id}/detail`, { token: t.admin })).json()) as { channel: string; total: number; currency: string };
    expect(detail.channel).toBe('widget');

    const stats = (await (await t.api.call('GET', `/api/widget/${widget.id}/stats`, { token: t.admin })).json()) as {
      days: { views: number; searches: number; started: number; completed: number; revenue: Record<string, number>; conversion: number }[];
      totals: { views: number; completed: number; revenue: Record<string, number>; conversion: number };
    };
    expect(stats.totals).toMatchObject({ views: 2, searches: 1, started: 1, completed: 1, conversion: 0.5 });
    expect(detail.total).toBeGreaterThan(0);
    expect(stats.totals.revenue).toEqual({ [detail.currency]: detail.total });
    expect(stats.days).toHaveLength(1);
  });

  it('refuses a booking through an unknown widget, and the statistics without widget.read', async () => {
    const body = { rooms: [{ room: resort, dateFrom: demo('2027-08-01'), dateTo: demo('2027-08-02'), guests: [] }], lead, widget: 'nope' };
    expect((await t.api.call('POST', '/api/book/booking/create', { body })).status).toBe(404);
    expect((await t.api.call('GET', `/api/widget/${widget.id}/stats`)).status).toBe(401);
    expect((await t.api.call('GET', `/api/widget/${widget.id}/stats?from=2027-02-01&to=2027-01-01`, { token: t.admin })).status).toBe(400);
  });

  it('limits the statistics to the caller\'s assets: staff of another house get 404, staff of this one the figures', async () => {
    const assets = (await (await t.api.call('GET', '/api/book/assets')).json()) as { id: string; kind: string }[];
    const elsewhere = assets.find((a) => a.id !== resort);
    expect(elsewhere).toBeDefined();
    const other = await userWith(t.api, ['widget.read'], [{ ref: elsewhere!.id, type: elsewhere!.kind === 'resort' ? 'resort' : 'vessel' }]);
    expect((await t.api.call('GET', `/api/widget/${widget.id}/stats`, { token: other })).status).toBe(404);
    const list = (await (await t.api.call('GET', '/api/widget', { token: other })).json()) as { data: { id: string }[] };
    expect(list.data.map((w) => w.id)).not.toContain(widget.id);
    const own = await userWith(t.api, ['widget.read'], [{ ref: resort, type: 'resort' }]);
    const res = await t.api.call('GET', `/api/widget/${widget.id}/stats`, { token: own });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { totals: { views: number } }).totals.views).toBe(2);
    const unlimited = await userWith(t.api, ['widget.read']);
    expect((await t.api.call('GET', `/api/widget/${widget.id}/stats`, { token: unlimited })).status).toBe(200);
  });
});
