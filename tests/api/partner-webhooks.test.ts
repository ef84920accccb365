// Issue 37 item 4: signed webhooks. A real local HTTP receiver gets booking.created and
// booking.cancelled from the real job queue, signed per the Standard Webhooks spec (verified with
// the standardwebhooks library and the secret shown once); a 500 is retried with back-off; the
// delivery log shows attempts, status and error; a replay sends the same message again as a
// delivery of its own; URLs reaching internal addresses are refused (loopback is allowed in tests:
// WEBHOOK_PRIVATE_HOSTS' default outside production).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { JOB_DEFINITIONS } from '../../upstream/modules/jobs';
import { isInternalAddress, urlAddressProblem } from '../../upstream/modules/partners/webhook-url';
import { apiFile } from '../helpers/api-file';
import { freePort } from '../helpers/free-port';
import { waitUntil } from '../helpers/jobs';

const t = apiFile();
type TReceived = { body: string; headers: IncomingHttpHeaders; answered: number };
const received: TReceived[] = [];
let failNext = 0;
let server: Server;
let port: number;
let queue: TJobQueue;

beforeAll(async () => {
  port = await freePort();
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      const answered = failNext > 0 ? 500 : 200;
      if (failNext > 0) failNext--;
      received.push({ body, headers: req.headers, answered });
      res.writeHead(answered).end(answered === 200 ? 'ok' : 'broken');
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  queue = await startJobQueue({ handle: t.api.handle, definitions: JOB_DEFINITIONS, pollingIntervalSeconds: 0.5, schedule: false });
});
afterAll(async () => {
  await queue?.stop();
  await new Promise((r) => server.close(r));
});

type TDelivery = { id: string; event: string; eventId: string; state: string; attempts: number; responseStatus: number | null; lastError: string | null; replayOf: string | null };
const deliveries = async (endpoint: string) => (await (await t.api.call('GET', `/api/webhooks/${endpoint}/deliveries`, { token: t.admin })).json()) as TDelivery[];

describe('signed webhooks', () => {
  let endpoint: { id: string; secret: string };

  it('refuses URLs that reach internal addresses (loopback allowed here by WEBHOOK_PRIVATE_HOSTS)', async () => {
    for (const url of ['http://10.0.0.5/hook', 'http://169.254.169.254/latest/meta-data', 'ftp://example.com/x', 'http://user:pw@127.0.0.1/x']) {
      const res = await t.api.call('POST', '/api/webhooks', { token: t.admin, body: { name: 'bad', url, events: ['booking.created'] } });
      expect(res.status, url).toBe(400);
    }
    expect(isInternalAddress('192.168.1.1')).toBe(true);
    expect(isInternalAddress('::ffff:10.1.2.3')).toBe(true);
    expect(isInternalAddress('93.184.216.34')).toBe(false);
    // Without the allowance (production), loopback is refused too.
    expect(await urlAddressProblem(`http://127.0.0.1:${port}/hook`, [])).toBe('The URL reaches an internal address');
    expect(await urlAddressProblem(`http://127.0.0.1:${port}/hook`, ['127.0.0.1'])).toBeNull();
  });

  it('delivers booking.created signed, retries after a 500, logs each attempt', async () => {
    const res = await t.api.call('POST', '/api/webhooks', { token: t.admin, body: { name: 'Receiver', url: `http://127.0.0.1:${port}/hook`, events: ['booking.created', 'booking.cancelled'] } });
    expect(res.status).toBe(201);
    endpoint = (await res.json()) as { id: string; secret: string };
    expect(endpoint.secret).toMatch(/^whsec_/);
    const [stored] = await t.rows<{ secret_sealed: string }>(sql`SELECT secret_sealed FROM webhook_endpoints WHERE id = ${endpoint.id}`);
    expect(stored.secret_sealed).not.toContain(endpoint.secret.slice(6));
    const list = await (await t.api.call('GET', '/api/webhooks', { token: t.admin })).json();
    expect(JSON.stringify(list)).not.toContain(endpoint.secret);

    failNext = 1;
    const made = await t.api.call('POST', '/api/bookings', { token: t.admin, body: { title: 'Webhook booking' } });
    expect(made.status).toBe(201);
    const booking = (await made.json()) as { id: string };
    await waitUntil(async () => received.some((r) => r.answered === 200 && JSON.parse(r.body).data.id === booking.id), 45_000);
    const mine = received.filter((r) => JSON.parse(r.body).data.id === booking.id);
    expect(mine.map((r) => r.answered)).toEqual([500, 200]);
    // Both attempts carry the same message id; each signature verifies with the library.
    expect(mine[0].headers['webhook-id']).toBe(mine[1].headers['webhook-id']);
    const hook = new Webhook(endpoint.secret);
    for (const r of mine) {
      const payload = hook.verify(r.body, r.headers as Record<string, string>) as { type: string; data: { id: string } };
      expect(payload).toMatchObject({ type: 'booking.created', data: { id: booking.id } });
    }
    // A tampered body does not verify.
    expect(() => hook.verify(mine[1].body.replace('booking.created', 'booking.paid'), mine[1].headers as Record<string, string>)).toThrow();
    const log = await deliveries(endpoint.id);
    expect(log[0]).toMatchObject({ event: 'booking.created', state: 'delivered', attempts: 2, responseStatus: 200, lastError: null });

    // Cancelled: the other subscribed event.
    expect((await t.api.call('POST', `/api/bookings/${booking.id}/cancell`, { token: t.admin, body: {} })).status).toBe(200);
    await waitUntil(async () => (await deliveries(endpoint.id)).some((d) => d.event === 'booking.cancelled' && d.state === 'delivered'), 30_000);
  });

  it('replays one delivery: the same message again, logged as a delivery of its own', async () => {
    const [first] = (await deliveries(endpoint.id)).filter((d) => d.event === 'booking.created');
    const before = received.length;
    const res = await t.api.call('POST', `/api/webhooks/deliveries/${first.id}/replay`, { token: t.admin });
    expect(res.status).toBe(201);
    const replay = (await res.json()) as TDelivery;
    expect(replay).toMatchObject({ replayOf: first.id, eventId: first.eventId, state: 'pending' });
    await waitUntil(async () => (await deliveries(endpoint.id)).some((d) => d.id === replay.id && d.state === 'delivered'), 30_000);
    const again = received.slice(before).find((r) => r.headers['webhook-id'] === first.eventId);
    expect(again).toBeDefined();
    expect(new Webhook(endpoint.secret).verify(again!.body, again!.headers as Record<string, string>)).toMatchObject({ type: 'booking.created' });
    expect((await t.api.call('POST', '/api/webhooks/deliveries/00000000-0000-4000-8000-000000000000/replay', { token: t.admin })).status).toBe(404);
  });

  it('a payment that settles the booking raises booking.paid (an endpoint that wants only that event)', async () => {
    const res = await t.api.call('POST', '/api/webhooks', { token: t.admin, body: { name: 'Paid only', url: `http://127.0.0.1:${port}/paid`, events: ['booking.paid'] } });
    const paidOnly = (await res.json()) as { id: string; secret: string };
    const booking = (await (await t.api.call('POST', '/api/bookings', { token: t.admin, body: { title: 'Paid booking' } })).json()) as { id: string };
    const priced = await t.api.call('POST', `/api/bookings/${booking.id}/calculation`, { token: t.admin, body: { text: 'Partner fee', unitPrice: 5000 } });
    expect(priced.status, await priced.clone().text()).toBe(200);
    expect((await t.api.call('POST', `/api/bookings/${booking.id}/payment`, { token: t.admin, body: { amount: 2000 } })).status).toBe(200);
    expect((await t.api.call('POST', `/api/bookings/${booking.id}/payment`, { token: t.admin, body: { amount: 3000 } })).status).toBe(200);
    await waitUntil(async () => (await deliveries(paidOnly.id)).some((d) => d.state === 'delivered'), 30_000);
    const log = await deliveries(paidOnly.id);
    expect(log.map((d) => d.event)).toEqual(['booking.paid']);
    const got = received.find((r) => r.headers['webhook-id'] === log[0].eventId)!;
    expect(new Webhook(paidOnly.secret).verify(got.body, got.headers as Record<string, string>)).toMatchObject({ type: 'booking.paid', data: { id: booking.id, total: 5000, paid: 5000, open: 0 } });
  });

  it('an endpoint switched off gets nothing; the failure after the last retry is logged', async () => {
    const off = await t.api.call('PATCH', `/api/webhooks/${endpoint.id}`, { token: t.admin, body: { active: false } });
    expect(((await off.json()) as { active: boolean }).active).toBe(false);
    const before = (await deliveries(endpoint.id)).length;
    expect((await t.api.call('POST', '/api/bookings', { token: t.admin, body: { title: 'Not sent' } })).status).toBe(201);
    expect((await deliveries(endpoint.id)).length).toBe(before);
    // The last attempt that fails leaves the delivery failed, with its answer and error.
    await t.api.call('PATCH', `/api/webhooks/${endpoint.id}`, { token: t.admin, body: { active: true } });
    const [row] = await t.rows<{ id: string }>(sql`INSERT INTO webhook_deliveries (endpoint_id, event, event_id, payload, attempts)
      VALUES (${endpoint.id}, 'booking.changed', gen_random_uuid(), '{"type":"booking.changed"}'::jsonb, 10) RETURNING id`);
    failNext = 1;
    const { deliver } = await import('../../upstream/modules/partners/webhook-jobs');
    expect(await deliver(t.api.handle.db, row.id, { jobId: 'test', retryCount: 10, retryLimit: 10 })).toEqual({ delivered: false, status: 500 });
    expect((await deliveries(endpoint.id)).find((d) => d.id === row.id)).toMatchObject({ state: 'failed', attempts: 11, responseStatus: 500, lastError: 'HTTP 500' });
    // Only an admin sees and manages webhooks.
    expect((await t.api.call('GET', '/api/webhooks')).status).toBe(401);
  });
});
