// GET /api/events/notifications (issue 38 item 4, api-calls 7.13): the signed-in user's live
// notifications as server-sent events: a public booking, money received by transfer, an answered
// guest form; only what the caller may read; nothing from before the connection; resumed after a
// reconnect from Last-Event-ID; after a reload, what came after the newest one the user saw.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TNotification } from '../../lib/contract/notifications';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { demo } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

const t = apiFile({ users: ['agency'] });
type TEvent = { event: string; id: string; data: string };

/** An open event stream: its events as they come, and a way to wait for some. */
async function open(token: string | null, lastEventId?: string) {
  const headers: Record<string, string> = { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await t.api.app.request('/api/events/notifications', { headers });
  const events: TEvent[] = [];
  if (res.status !== 200) return { res, events, until: async () => [] as TNotification[], close: async () => {} };
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buf = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buf += value;
      let end: number;
      while ((end = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, end);
        buf = buf.slice(end + 2);
        const field = (name: string) => block.split('\n').filter((l) => l.startsWith(`${name}: `)).map((l) => l.slice(name.length + 2)).join('\n');
        if (field('event')) events.push({ event: field('event'), id: field('id'), data: field('data') });
      }
    }
  })();
  const notifications = () => events.filter((e) => e.event === 'notification').map((e) => JSON.parse(e.data) as TNotification);
  const until = async (ok: (n: TNotification[]) => boolean, ms = 20_000) => {
    const stop = Date.now() + ms;
    while (!ok(notifications()) && Date.now() < stop) await new Promise((r) => setTimeout(r, 100));
    return notifications();
  };
  return { res, events, until, close: async () => { await reader.cancel(); await pump; } };
}

async function publicBooking(from: string, to: string, lastName: string): Promise<string> {
  const rooms = (await (await t.api.call('GET', `/api/book/rooms?asset=${DEMO_RESORT_ID}&dateFrom=${from}&dateTo=${to}`)).json()) as { id: string }[];
  const res = await t.api.call('POST', '/api/book/booking/create', { body: {
    rooms: [{ room: rooms[0].id, dateFrom: from, dateTo: to, guests: [] }], lead: { firstName: 'Nia', lastName, email: `${lastName}@example.org` }, language: 'en',
  } });
  expect(res.status, await res.clone().text()).toBe(201);
  const number = ((await res.json()) as { number: string }).number;
  const [row] = await t.rows<{ id: string }>(sql`SELECT id FROM bookings WHERE coalesce(booking_no, reservation_no, offer_no) = ${number}`);
  return row.id;
}

describe('GET /api/events/notifications', () => {
  it('tells staff of a public booking, a transfer received and an answered guest form, once each, and only from now on', async () => {
    const before = await publicBooking(demo('2027-10-01'), demo('2027-10-03'), 'Before');
    const staff = await open(t.admin);
    const agency = await open(t.token.agency);
    expect(staff.res.headers.get('content-type')).toContain('text/event-stream');
    const ready = (await staff.until(() => staff.events.length > 0, 5_000), staff.events[0]);
    expect(ready.event).toBe('ready');

    const booking = await publicBooking(demo('2027-10-10'), demo('2027-10-13'), 'Live');
    expect((await t.api.call('POST', `/api/bookings/${booking}/payment`, { token: t.admin, body: { amount: 25_000, method: 'transfer' } })).status).toBe(200);
    // cash at the desk is not money that "arrived": no notification
    expect((await t.api.call('POST', `/api/bookings/${booking}/payment`, { token: t.admin, body: { amount: 100, method: 'cash' } })).status).toBe(200);
    const form = (await (await t.api.call('POST', '/api/guestform', { token: t.admin, body: { name: 'Nia Live', booking } })).json()) as { id: string };
    // the guest submits (the public form's own write)
    await t.api.handle.db.execute(sql`UPDATE guest_forms SET status = 'submitted', submitted_at = now() WHERE id = ${form.id}`);

    const told = await staff.until((n) => n.length >= 3);
    expect(told.map((n) => [n.kind, n.booking?.id])).toEqual([
      ['booking.public', booking], ['payment.received', booking], ['guestform.submitted', booking],
    ]);
    expect(told[0].channel).toBe('public');
    expect(told[1]).toMatchObject({ amount: 25_000, currency: 'EUR', channel: 'transfer' });
    expect(told[2].name).toBe('Nia Live');
    expect(told.some((n) => n.booking?.id === before)).toBe(false);
    // one more poll: nothing is told twice
    await new Promise((r) => setTimeout(r, 4_500));
    expect((await staff.until(() => false, 0)).length).toBe(3);
    // agency users and customers are not told: the stream is the back office's
    expect(agency.res.status).toBe(403);
    await Promise.all([staff.close(), agency.close()]);

    // A browser that reconnects with the last id it got is told what came after it.
    const resumed = await open(t.admin, ready.id);
    const again = await resumed.until((n) => n.length >= 3, 10_000);
    expect(again.map((n) => n.kind)).toEqual(['booking.public', 'payment.received', 'guestform.submitted']);
    await resumed.close();

    // A client that does not ask for a stream gets one round, and the answer ends.
    const once = await t.api.app.request('/api/events/notifications', { headers: { authorization: `Bearer ${t.admin}`, 'last-event-id': ready.id } });
    const text = await once.text();
    expect(text.match(/^event: notification$/gm)).toHaveLength(3);
  }, 60_000);

  it('what came after the newest notification the user saw is told again after a reload, and only that', async () => {
    const seen = await publicBooking(demo('2027-11-01'), demo('2027-11-03'), 'Seen');
    const [{ at }] = await t.rows<{ at: string }>(sql`SELECT created_at::text AS at FROM bookings WHERE id = ${seen}`);
    const seenAt = new Date(at).toISOString();
    expect((await t.api.call('POST', '/api/users/self', { token: t.admin, body: { settings: { notificationsSeenAt: seenAt } } })).status).toBe(200);
    const unread = await publicBooking(demo('2027-11-10'), demo('2027-11-12'), 'Unread');
    // A new connection (a reload: no Last-Event-ID) starts at what was seen: the later booking only.
    const res = await t.api.app.request('/api/events/notifications', { headers: { authorization: `Bearer ${t.admin}` } });
    const text = await res.text();
    const ready = /event: ready\nid: .*\ndata: (.*)\n/.exec(text) ?? /event: ready\n(?:.*\n)*?data: (.*)\n/.exec(text);
    expect(JSON.parse(ready![1])).toEqual({ seenAt });
    const told = [...text.matchAll(/event: notification\n(?:.*\n)*?data: (.*)\n/g)].map((m) => JSON.parse(m[1]) as TNotification);
    expect(told.map((n) => n.booking?.id)).toContain(unread);
    expect(told.map((n) => n.booking?.id)).not.toContain(seen);
    // A time that is not one is refused, and the settings keep the last good one.
    expect((await t.api.call('POST', '/api/users/self', { token: t.admin, body: { settings: { notificationsSeenAt: 'yesterday' } } })).status).toBe(400);
  }, 60_000);

  it('needs a login', async () => {
    expect((await open(null)).res.status).toBe(401);
  });
});
