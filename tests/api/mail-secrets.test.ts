// Issue 31, items 1 and 3: the outbox is not a way into accounts or other resorts' bookings.
// - A reader of the mail queue (mailqueue.read) finds no reusable secret in it: the reset link, the
//   guest-form links and the public invoice link are sealed at rest and shown hidden; the mail
//   server gets them opened (the link works).
// - A booking's mail is listed only for those who may read that booking.
// - The template preview and the schedule's test mail take only a booking the caller may read; the
//   test mail never carries a guest's working link; a reader of the rules tests on their own address.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mailQueue } from '../../upstream/db/schema';
import { rowsOf } from '../../upstream/db/rows';
import { DEMO_CUSTOMER_ID, DEMO_RESORT_ID, DEMO_VESSEL_ID } from '../../upstream/db/seed/demo-ids';
import { openLinks, SEALED_LINK_SHOWN } from '../../upstream/modules/mail/sealed-links';
import { addDays, demo } from '../helpers/dates';
import { userWith } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const fx = apiFile();
const secrets: string[] = [];
let booking = '';

beforeAll(async () => {
  // In the seeded price list's low season (as invoices.test.ts), so that there is something to invoice.
  const [room] = rowsOf<{ id: string }>(await fx.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name LIMIT 1`));
  const made = await fx.api.call('POST', '/api/bookings', { token: fx.admin, body: {
    customer: DEMO_CUSTOMER_ID, rooms: [{ room: room.id, dateFrom: addDays(demo('2027-06-01'), 40), dateTo: addDays(demo('2027-06-01'), 43), guests: [{ gender: 'u' }] }],
  } });
  expect(made.status, await made.clone().text()).toBe(201);
  booking = ((await made.json()) as { id: string }).id;
  // A reset link (its token is written to the console outside production), a guest-form mail and an
  // invoice mail with its public link.
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  await fx.api.call('PUT', '/api/auth/password/reset', { body: { email: 'staff@example.com' } });
  const logged = info.mock.calls.map((c) => String(c[0])).join('\n');
  info.mockRestore();
  secrets.push(/token=([A-Za-z0-9_-]+)/.exec(logged)![1]);
  await fx.api.call('POST', '/api/guestform', { token: fx.admin, body: { name: 'Lukas Weber', booking } });
  expect((await fx.api.call('POST', `/api/bookings/${booking}/sendGuestFormMail?force=1`, { token: fx.admin })).status).toBe(200);
  const inv = await fx.api.call("POST", `/api/bookings/${booking}/sendInvoice?force=1`, { token: fx.admin, body: { email: "accounts@example.com" } });
  expect(inv.status, await inv.clone().text()).toBe(200);
  const forms = rowsOf<{ access_token: string }>(await fx.api.handle.db.execute(sql`SELECT access_token FROM guest_forms WHERE booking = ${booking}`));
  const invoices = rowsOf<{ public_token: string | null }>(await fx.api.handle.db.execute(sql`SELECT public_token FROM invoices WHERE booking_id = ${booking}`));
  secrets.push(...forms.map((f) => f.access_token), ...invoices.map((i) => i.public_token).filter((t): t is string => !!t));
}, 120_000);

describe('the outbox at rest', () => {
  it('holds the three kinds of secret link only sealed; a reader sees them hidden, in the list, one mail and the CSV', async () => {
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    const stored = JSON.stringify(await fx.api.handle.db.select({ html: mailQueue.html, text: mailQueue.text }).from(mailQueue));
    for (const s of secrets) expect(stored).not.toContain(s);
    const reader = await userWith(fx.api, ['mailqueue.read', 'bookings.read']);
    const list = await (await fx.api.call('GET', '/api/mailqueue?size=0', { token: reader })).text();
    const kinds = (JSON.parse(list) as { data: { kind: string }[] }).data.map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['account.passwordReset', 'guestForm', 'invoice']));
    expect(list).toContain(SEALED_LINK_SHOWN);
    expect(list).not.toContain('tb-sealed-link');
    const csv = await (await fx.api.call('GET', '/api/mailqueue/listCSV', { token: reader })).text();
    const first = (JSON.parse(list) as { data: { id: string }[] }).data[0].id;
    const one = await (await fx.api.call('GET', `/api/mailqueue/${first}`, { token: reader })).text();
    for (const text of [list, csv, one]) for (const s of secrets) expect(text).not.toContain(s);
  });

  it('opens them for the mail server: the guest-form link opens its form', async () => {
    const [m] = rowsOf<{ html: string }>(await fx.api.handle.db.execute(sql`SELECT html FROM mail_queue WHERE kind = 'guestForm' AND booking = ${booking} LIMIT 1`));
    const [, id, token] = /\/guestform\/([0-9a-f-]{36})\/([0-9a-f]+)/.exec(openLinks(m.html))!;
    const res = await fx.api.call('GET', `/api/guestform/${id}?token=${token}`);
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe("a booking's mail, only with that booking's access", () => {
  const bookingMails = async (token: string) =>
    ((await (await fx.api.call('GET', `/api/mailqueue?size=0&filter=${encodeURIComponent(JSON.stringify({ booking }))}`, { token })).json()) as { data: unknown[] }).data.length;

  it('shows them to a reader of the booking, never to a queue reader without it or limited to another asset', async () => {
    const [b] = rowsOf<{ resort: string | null; vessel: string | null }>(await fx.api.handle.db.execute(sql`SELECT resort, vessel FROM bookings WHERE id = ${booking}`));
    const own = b.resort ? { ref: b.resort, type: 'resort' as const } : { ref: b.vessel!, type: 'vessel' as const };
    const other = b.resort ? { ref: DEMO_VESSEL_ID, type: 'vessel' as const } : { ref: DEMO_RESORT_ID, type: 'resort' as const };
    expect(await bookingMails(fx.admin)).toBeGreaterThanOrEqual(2);
    expect(await bookingMails(await userWith(fx.api, ['mailqueue.read', 'bookings.read'], [own]))).toBeGreaterThanOrEqual(2);
    expect(await bookingMails(await userWith(fx.api, ['mailqueue.read']))).toBe(0);
    expect(await bookingMails(await userWith(fx.api, ['mailqueue.read', 'bookings.read'], [other]))).toBe(0);
    // One mail by its id: not found either.
    const [m] = rowsOf<{ id: string }>(await fx.api.handle.db.execute(sql`SELECT id FROM mail_queue WHERE booking = ${booking} LIMIT 1`));
    expect((await fx.api.call('GET', `/api/mailqueue/${m.id}`, { token: await userWith(fx.api, ['mailqueue.read']) })).status).toBe(404);
  });
});

describe('template preview and the schedule test mail', () => {
  let template = '';
  let rule = '';
  let otherAsset: { ref: string; type: 'resort' | 'vessel' };
  beforeAll(async () => {
    const t = await fx.api.call('POST', '/api/mail/template', { token: fx.admin, body: { name: 'Forms', subject: { en: 'Forms for {{customer.name}}' }, body: { en: '{{#each links.guestForms}}{{link url name}} {{/each}}' } } });
    template = ((await t.json()) as { id: string }).id;
    const r = await fx.api.call('POST', '/api/mailschedule', { token: fx.admin, body: { name: 'Forms rule', template, trigger: 'beforeArrival', offsetDays: 3, time: '09:00' } });
    rule = ((await r.json()) as { id: string }).id;
    const [b] = rowsOf<{ resort: string | null }>(await fx.api.handle.db.execute(sql`SELECT resort FROM bookings WHERE id = ${booking}`));
    otherAsset = b.resort ? { ref: DEMO_VESSEL_ID, type: 'vessel' } : { ref: DEMO_RESORT_ID, type: 'resort' };
  });

  it('the preview fills from a booking the caller may read, with its links hidden', async () => {
    const ok = await fx.api.call('POST', `/api/mail/template/${template}/preview`, { token: fx.admin, body: { booking, language: 'en' } });
    const out = (await ok.json()) as { html: string; text: string };
    expect(out.html).toContain(SEALED_LINK_SHOWN);
    for (const s of secrets) expect(JSON.stringify(out)).not.toContain(s);
    const elsewhere = await userWith(fx.api, ['mailtemplates.read', 'bookings.read'], [otherAsset]);
    expect((await fx.api.call('POST', `/api/mail/template/${template}/preview`, { token: elsewhere, body: { booking, language: 'en' } })).status).toBe(404);
    const noBookings = await userWith(fx.api, ['mailtemplates.read']);
    expect((await fx.api.call('POST', `/api/mail/template/${template}/preview`, { token: noBookings, body: { booking, language: 'en' } })).status).toBe(403);
  });

  it('the test mail: only a readable booking, only to the own address for a reader, never a working link', async () => {
    const elsewhere = await userWith(fx.api, ['mailschedule.read', 'bookings.read'], [otherAsset]);
    expect((await fx.api.call('POST', `/api/mailschedule/${rule}/test`, { token: elsewhere, body: { booking } })).status).toBe(404);
    const reader = await userWith(fx.api, ['mailschedule.read', 'bookings.read']);
    expect((await fx.api.call('POST', `/api/mailschedule/${rule}/test`, { token: reader, body: { booking, email: 'outside@attacker.example' } })).status).toBe(403);
    const t = await fx.api.call('POST', `/api/mailschedule/${rule}/test`, { token: reader, body: { booking } });
    expect(t.status, await t.clone().text()).toBe(200);
    const [mail] = rowsOf<{ html: string; text: string }>(await fx.api.handle.db.execute(sql`SELECT html, text FROM mail_queue WHERE id = ${((await t.json()) as { ids: string[] }).ids[0]}`));
    expect(mail.html).toContain(SEALED_LINK_SHOWN);
    for (const s of secrets) expect(openLinks(mail.html) + openLinks(mail.text)).not.toContain(s);
    // The rule's writer may send the test elsewhere.
    const writer = await userWith(fx.api, ['mailschedule.update', 'bookings.read']);
    expect((await fx.api.call('POST', `/api/mailschedule/${rule}/test`, { token: writer, body: { booking, email: 'office@lagoon.example' } })).status).toBe(200);
  });
});
