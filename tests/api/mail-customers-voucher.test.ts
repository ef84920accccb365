// Mails to customers and agencies (issue 17), against a real SMTP server on loopback: a template
// to customers (POST /api/customers/sendMail) recorded on each customer; the loyalty/birthday test
// mail to the operator; birthday rules once per customer and year (two sweeps at once, the next
// year again); the voucher PDF to a booking's agency; mail schedules at the asset's local time
// across a summer-time change (the injectable clock).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const env = vi.hoisted(() => {
  let h = 0;
  for (const ch of 'mail-customers-voucher.test') h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const port = 21000 + (h % 20000) + (process.pid % 50);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = 'Blue Lagoon <office@lagoon.example>';
  process.env.PUBLIC_URL = 'https://book.lagoon.example';
  return { port };
});

import { and, eq, sql } from 'drizzle-orm';
import { now, setClock } from '../../upstream/clock';
import { mailQueue, mailScheduleCustomerSends } from '../../upstream/db/schema';
import { sid } from '../../upstream/db/seed/resources-ids';
import { mailJobs } from '../../upstream/modules/mail/jobs';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { queueDueScheduleMails } from '../../upstream/modules/mail/schedule-run';
import { closeMailTransports } from '../../upstream/modules/mail/transport';
import { createTestApi, type TTestApi } from '../helpers/api';
import { waitUntil } from '../helpers/jobs';
import { testSmtp } from '../helpers/smtp';
import { tokenOf } from './resources-fixtures';

let api: TTestApi;
let queue: TJobQueue;
let admin: string;
let staff: string;
let template: string;
const smtp = testSmtp(env.port);

beforeAll(async () => {
  await smtp.start();
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  staff = await tokenOf(api, 'staff@example.com');
  queue = await startJobQueue({ handle: api.handle, definitions: mailJobs, pollingIntervalSeconds: 0.5, schedule: false });
  const res = await api.call('POST', '/api/mail/template', { token: admin, body: {
    name: 'Happy birthday', key: 'birthday', kind: 'Custom',
    subject: { en: 'Happy birthday, {{customer.firstName}}!', de: 'Alles Gute, {{customer.firstName}}!' },
    body: { en: '<p>Dear {{customer.name}}, you turn {{customer.age}}. {{booking.number}}</p>', de: '<p>Hallo {{customer.name}}, Sie werden {{customer.age}}.</p>' },
  } });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  template = ((await res.json()) as { id: string }).id;
}, 60_000);
afterAll(async () => {
  setClock({ at: null });
  await queue?.stop();
  closeMailTransports();
  await smtp.stop();
  await api?.handle.close();
});

const row = async (id: string) => (await api.handle.db.select().from(mailQueue).where(eq(mailQueue.id, id)))[0];
const mailTo = (to: string) => smtp.mails.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(to)));

describe('customers sendMail', () => {
  it('sends a template to customers in their language, recorded on each customer; one without an address is skipped', async () => {
    const james = sid('customers:james');
    const mia = sid('customers:mia');
    const nomail = sid('customers:lukas');
    await api.handle.db.execute(sql`UPDATE customers SET email = NULL WHERE id = ${nomail}`);
    const res = await api.call('POST', '/api/customers/sendMail', { token: admin, body: { customers: [james, mia, nomail], template } });
    expect(res.status, await res.clone().text()).toBe(200);
    const out = (await res.json()) as { ids: string[]; to: string[]; skipped: string[] };
    expect(out.to.sort()).toEqual(['james.miller@example.com', 'mia.hoffmann@example.com']);
    expect(out.skipped).toEqual([nomail]);
    await waitUntil(async () => (await Promise.all(out.ids.map(row))).every((r) => r.status === 'sent'));
    expect(mailTo('james.miller@example.com')[0].subject).toBe('Happy birthday, James!');
    const m = mailTo('mia.hoffmann@example.com')[0];
    expect(m.subject).toBe('Alles Gute, Mia!');
    expect(m.text).toContain('Hallo Mia Hoffmann');
    const list = (await (await api.call('GET', `/api/mailqueue?customer=${james}`, { token: admin })).json()) as { data: { id: string; kind: string }[] };
    expect(list.data.map((d) => d.id)).toContain(out.ids.find((id, i) => out.to[i] === 'james.miller@example.com'));
  });

  it('answers the spec error shape for bad input, refuses staff without the scope and an unknown customer', async () => {
    const bad = await api.call('POST', '/api/customers/sendMail', { token: admin, body: { customers: [], template } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: 400 });
    expect((await api.call('POST', '/api/customers/sendMail', { token: admin, body: { customers: ['00000000-0000-4000-8000-000000000000'], template } })).status).toBe(404);
    const none = await api.call('POST', '/api/customers/sendMail', { token: admin, body: { customers: [sid('customers:lukas')], template } });
    expect(none.status).toBe(409);
    const who = await api.call('GET', '/api/auth/me', { token: staff });
    const scopes = ((await who.json()) as { scopes?: string[] }).scopes ?? [];
    if (!scopes.includes('customers.update')) expect((await api.call('POST', '/api/customers/sendMail', { token: staff, body: { customers: [sid('customers:james')], template } })).status).toBe(403);
  });

  it('loyality/test sends the template filled with the customer to the operator, marked [Test]', async () => {
    const james = sid('customers:james');
    const res = await api.call('POST', `/api/customers/${james}/loyality/test/${template}`, { token: admin });
    expect(res.status, await res.clone().text()).toBe(200);
    const { ids } = (await res.json()) as { ids: string[] };
    await waitUntil(async () => (await row(ids[0])).status === 'sent');
    expect(await row(ids[0])).toMatchObject({ to: 'admin@example.com', customer: james, kind: 'customer.test' });
    expect(mailTo('admin@example.com').map((m) => m.subject)).toContain('[Test] Happy birthday, James!');
  });
});

describe('birthday rules', () => {
  it('send once per customer and year, at the rule time in the general time zone, again the next year', async () => {
    const at = new Date(now().getTime());
    at.setUTCHours(5, 0, 0, 0);
    setClock({ at });
    const day = at.toISOString().slice(0, 10);
    const james = sid('customers:james');
    await api.handle.db.execute(sql`UPDATE customers SET master_data = master_data || ${JSON.stringify({ birthday: `1990-${day.slice(5)}` === '1990-02-29' ? '1992-02-29' : `1990-${day.slice(5)}` })}::jsonb WHERE id = ${james}`);
    const res = await api.call('POST', '/api/mailschedule', { token: admin, body: { name: 'Birthday', template, trigger: 'birthday', offsetDays: 0, time: '10:00' } });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const rule = ((await res.json()) as { id: string }).id;
    const sends = () => api.handle.db.select().from(mailScheduleCustomerSends).where(and(eq(mailScheduleCustomerSends.scheduleId, rule), eq(mailScheduleCustomerSends.customerId, james)));
    await Promise.all([queueDueScheduleMails(api.handle.db, now()), queueDueScheduleMails(api.handle.db, now())]);
    await queueDueScheduleMails(api.handle.db, now());
    const first = await sends();
    expect(first).toHaveLength(1);
    const mail = await row(first[0].mailId!);
    expect(mail).toMatchObject({ to: 'james.miller@example.com', customer: james, schedule: rule, kind: 'schedule' });
    // 10:00 in Europe/Berlin (the general default): 08:00 or 09:00 UTC, depending on summer time.
    const hourUtc = new Date(mail.plannedAt!).getUTCHours();
    const berlinOffset = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(new Date(`${day}T12:00:00Z`))) - 12;
    expect(hourUtc).toBe(10 - berlinOffset);
    expect(mail.text).toMatch(/you turn \d+/);
    // A year later: once more.
    // The same day and hour next year (a 29 February birthday: 1 March, within the catch-up days).
    const nextYear = new Date(at.getTime());
    nextYear.setUTCFullYear(at.getUTCFullYear() + 1);
    setClock({ at: nextYear });
    await queueDueScheduleMails(api.handle.db, now());
    await queueDueScheduleMails(api.handle.db, now());
    const second = await sends();
    expect(second.map((s) => s.year).sort()).toEqual([first[0].year, first[0].year + 1]);
    setClock({ at: null });
  });
});

describe('agency voucher by mail', () => {
  it('sends the voucher PDF to the agency of the booking, recorded on the booking', async () => {
    const booking = sid('bookings:b3');
    const res = await api.call('POST', `/api/bookings/${booking}/sendVoucher`, { token: admin, body: {} });
    expect(res.status, await res.clone().text()).toBe(200);
    const { ids, to } = (await res.json()) as { ids: string[]; to: string[] };
    expect(to).toEqual(['info@tauchreisen-nord.example.com']);
    await waitUntil(async () => (await row(ids[0])).status === 'sent');
    const m = mailTo('info@tauchreisen-nord.example.com').at(-1)!;
    expect(m.subject).toBe('Voucher zur Buchung R2026-00001');
    expect(m.text).toContain('Tauchreisen Nord GmbH');
    expect(m.attachments).toHaveLength(1);
    expect(m.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: 'voucher-R2026-00001.pdf' });
    expect(m.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await row(ids[0])).toMatchObject({ booking, kind: 'voucher' });
    const list = (await (await api.call('GET', `/api/mailqueue?booking=${booking}`, { token: admin })).json()) as { data: { id: string }[] };
    expect(list.data.map((d) => d.id)).toContain(ids[0]);
  });

  it('a booking without an agency needs an address (409 otherwise)', async () => {
    const res = await api.call('POST', `/api/bookings/${sid('bookings:b1')}/sendVoucher`, { token: admin, body: {} });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ statusCode: 409, message: 'NOT_AN_AGENCY_BOOKING' });
    const ok = await api.call('POST', `/api/bookings/${sid('bookings:b1')}/sendVoucher`, { token: admin, body: { email: 'desk@office.example' } });
    expect(ok.status).toBe(200);
  });
});

describe('schedules at the asset local time', () => {
  it('"14 days before arrival at 09:00" goes out at 09:00 local time on both sides of a summer-time change', async () => {
    await api.handle.db.execute(sql`UPDATE resorts SET timezone = 'Europe/Berlin' WHERE id = (SELECT resort FROM bookings WHERE id = ${sid('bookings:b1')})`);
    await api.handle.db.execute(sql`UPDATE vessels SET timezone = 'America/New_York' WHERE id = (SELECT vessel FROM bookings WHERE id = ${sid('bookings:b2')})`);
    await api.handle.db.execute(sql`UPDATE customers SET email = 'lukas.weber@example.com' WHERE id = ${sid('customers:lukas')}`);
    // Berlin changes to summer time on 2026-03-29; New York already did on 2026-03-08.
    await api.handle.db.execute(sql`UPDATE bookings SET date_from = '2026-04-12', state = 'confirmed' WHERE id IN (${sid('bookings:b1')}, ${sid('bookings:b2')})`);
    await api.handle.db.execute(sql`UPDATE bookings SET date_from = '2026-04-11', state = 'confirmed' WHERE id = ${sid('bookings:b3')}`);
    const res = await api.call('POST', '/api/mailschedule', { token: admin, body: { name: '14 days before', template, trigger: 'beforeArrival', offsetDays: 14, time: '09:00', recipients: 'customer' } });
    const rule = ((await res.json()) as { id: string }).id;
    setClock({ at: new Date('2026-03-27T12:00:00Z') });
    const planned = async () => Object.fromEntries((await api.handle.db.select().from(mailQueue).where(eq(mailQueue.schedule, rule))).map((m) => [m.booking, new Date(m.plannedAt!).toISOString()]));
    await queueDueScheduleMails(api.handle.db, now());
    // Due 2026-03-28 (b3, Berlin winter time): queued a day ahead, 09:00 CET = 08:00 UTC.
    expect(await planned()).toEqual({ [sid('bookings:b3')]: '2026-03-28T08:00:00.000Z' });
    const list = (await (await api.call('GET', `/api/mailschedule/scheduled?days=5&schedule=${rule}`, { token: admin })).json()) as { booking: string; plannedAt: string }[];
    expect(Object.fromEntries(list.map((x) => [x.booking, x.plannedAt]))).toMatchObject({
      [sid('bookings:b1')]: '2026-03-29T07:00:00.000Z', [sid('bookings:b2')]: '2026-03-29T13:00:00.000Z',
    });
    setClock({ at: new Date('2026-03-28T12:00:00Z') });
    await queueDueScheduleMails(api.handle.db, now());
    // Due 2026-03-29: 09:00 CEST = 07:00 UTC is within a day and queued; 09:00 EDT = 13:00 UTC not yet.
    expect(await planned()).toEqual({ [sid('bookings:b3')]: '2026-03-28T08:00:00.000Z', [sid('bookings:b1')]: '2026-03-29T07:00:00.000Z' });
    setClock({ at: new Date('2026-03-28T14:00:00Z') });
    await queueDueScheduleMails(api.handle.db, now());
    expect(await planned()).toEqual({
      [sid('bookings:b3')]: '2026-03-28T08:00:00.000Z', [sid('bookings:b1')]: '2026-03-29T07:00:00.000Z', [sid('bookings:b2')]: '2026-03-29T13:00:00.000Z',
    });
    setClock({ at: null });
  });
});
