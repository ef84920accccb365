// Issue 33 items 1 and 2, against a real SMTP server on loopback (the product's mail account
// "use for sending", so the file needs no environment before its imports): the booking
// confirmation goes out by itself on a public booking (PDF attached, each guest's form link opened
// only at delivery), never for a booking rolled back, on the office's confirm only when asked for;
// the guest-form mail carries each form's own link; a mail without content (a payment reminder with
// nothing open) is never queued; the previews show what would go out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { now } from '../../upstream/clock';
import { mailQueue, mailTemplates } from '../../upstream/db/schema';
import { sid } from '../../upstream/db/seed/resources-ids';
import { mailJobs } from '../../upstream/modules/mail/jobs';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { queueDueScheduleMails } from '../../upstream/modules/mail/schedule-run';
import { closeMailTransports } from '../../upstream/modules/mail/transport';
import { createTestApi, type TTestApi } from '../helpers/api';
import { daysFromNow } from '../helpers/dates';
import { waitUntil } from '../helpers/jobs';
import { portFor, testSmtp } from '../helpers/smtp';
import { tokenOf } from './resources-fixtures';

let api: TTestApi;
let queue: TJobQueue;
let admin: string;
let resort: string;
const smtp = testSmtp(portFor('mail-confirmation.test') + (process.pid % 50));

beforeAll(async () => {
  await smtp.start();
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  const acc = await api.call('POST', '/api/mailaccount', { token: admin, body: {
    name: 'Outgoing', email: 'office@resort.example', smtpHost: '127.0.0.1', smtpPort: smtp.port, secure: false, useForSending: true,
  } });
  expect(acc.status, await acc.clone().text()).toBeLessThan(300);
  queue = await startJobQueue({ handle: api.handle, definitions: mailJobs, pollingIntervalSeconds: 0.5, schedule: false });
  const assets = (await (await api.call('GET', '/api/book/assets')).json()) as { id: string; kind: string }[];
  resort = assets.find((a) => a.kind === 'resort')!.id;
}, 240_000);
afterAll(async () => {
  await queue?.stop();
  closeMailTransports();
  await smtp.stop();
  await api?.handle.close();
});

type TMailRow = typeof mailQueue.$inferSelect;
const mailsOf = async (booking: string): Promise<TMailRow[]> => api.handle.db.select().from(mailQueue).where(eq(mailQueue.booking, booking));
const arrived = (to: string) => smtp.mails.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(to)));
const bookingIdOf = async (number: string) => ((await api.handle.db.execute(sql`SELECT id FROM bookings WHERE offer_no = ${number} OR booking_no = ${number}`)) as unknown as { rows: { id: string }[] }).rows[0]?.id;

let nth = 0;
/** The office booking confirmed with its mail (the confirm test), for the tests after it. */
let confirmedId = '';
async function publicBody(email: string, language: 'en' | 'de' = 'en') {
  const from = daysFromNow(400 + 7 * nth++);
  const to = daysFromNow(400 + 7 * (nth - 1) + 4);
  const rooms = (await (await api.call('GET', `/api/book/rooms?asset=${resort}&dateFrom=${from}&dateTo=${to}`)).json()) as { id: string; allowSharedRoom: boolean }[];
  const room = rooms.find((r) => !r.allowSharedRoom)!;
  return {
    rooms: [{ room: room.id, dateFrom: from, dateTo: to, guests: [{ firstName: 'Ada', lastName: 'Lovelace', gender: 'f' }, { firstName: 'Charles', lastName: 'Babbage', gender: 'm' }] }],
    lead: { firstName: 'Ada', lastName: 'Lovelace', email, gender: 'f' }, language,
  };
}

describe('the confirmation by itself', () => {
  it('a public booking queues exactly one confirmation to the lead guest, with the PDF and each guest form link (opened only at delivery)', async () => {
    const res = await api.call('POST', '/api/book/booking/create', { body: await publicBody('ada@example.org') });
    expect(res.status, await res.clone().text()).toBe(201);
    const id = await bookingIdOf(((await res.json()) as { number: string }).number);
    const rows = await mailsOf(id);
    expect(rows).toHaveLength(1);
    const [m] = rows;
    expect(m).toMatchObject({ to: 'ada@example.org', kind: 'confirmation.public' });
    expect(m.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^confirmation-O\d{4}-\d{5}\.pdf$/)]);
    expect(Buffer.from(m.attachments[0].content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // The stored mail holds the form links sealed, never the form's key.
    expect(m.html).not.toMatch(/\/guestform\/[0-9a-f-]{36}\/[0-9a-f]{64}/);
    await waitUntil(async () => (await mailsOf(id))[0].status === 'sent');
    const mail = arrived('ada@example.org').at(-1)!;
    expect(mail.subject).toMatch(/O\d{4}-\d{5}/);
    const forms = ((await api.handle.db.execute(sql`SELECT id, access_token FROM guest_forms WHERE booking = ${id}`)) as unknown as { rows: { id: string; access_token: string }[] }).rows;
    expect(forms.length).toBe(2);
    for (const f of forms) expect(mail.html).toContain(`/guestform/${f.id}/${f.access_token}`);
    expect(mail.text).toContain('Ada Lovelace');
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  });

  it('a booking rolled back queues nothing', async () => {
    // The last write of the booking fails (its offer hold): the whole booking, mail included, is undone.
    await api.handle.db.execute(sql.raw(`CREATE FUNCTION fail_hold() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'hold refused'; END $$`));
    await api.handle.db.execute(sql.raw('CREATE TRIGGER fail_hold BEFORE INSERT ON offer_holds FOR EACH ROW EXECUTE FUNCTION fail_hold()'));
    try {
      const res = await api.call('POST', '/api/book/booking/create', { body: await publicBody('rollback@example.org') });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await api.handle.db.execute(sql.raw('DROP TRIGGER fail_hold ON offer_holds'));
      await api.handle.db.execute(sql.raw('DROP FUNCTION fail_hold()'));
    }
    expect(await api.handle.db.select().from(mailQueue).where(eq(mailQueue.to, 'rollback@example.org'))).toHaveLength(0);
    expect(((await api.handle.db.execute(sql`SELECT count(*)::int AS n FROM customers WHERE email = 'rollback@example.org'`)) as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('the office confirm mails the confirmation only when asked (sendConfirmation=1), in the guest language', async () => {
    const made: string[] = [];
    for (let i = 0; i < 2; i++) {
      const from = daysFromNow(700 + 10 * i);
      const rooms = (await (await api.call('GET', `/api/book/rooms?asset=${resort}&dateFrom=${from}&dateTo=${daysFromNow(703 + 10 * i)}`)).json()) as { id: string; allowSharedRoom: boolean }[];
      const res = await api.call('POST', '/api/bookings', { token: admin, body: {
        customer: sid('customers:james'), rooms: [{ room: rooms.find((r) => !r.allowSharedRoom)!.id, dateFrom: from, dateTo: daysFromNow(703 + 10 * i), guests: [{ lastName: 'Miller', gender: 'm' }] }],
      } });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      made.push(((await res.json()) as { id: string }).id);
    }
    expect((await api.call('POST', `/api/bookings/${made[0]}/confirm?sendConfirmation=1&withoutPrice=1`, { token: admin })).status).toBe(200);
    expect((await api.call('POST', `/api/bookings/${made[1]}/confirm?withoutPrice=1`, { token: admin })).status).toBe(200);
    const [with_, without] = [await mailsOf(made[0]), await mailsOf(made[1])];
    expect(with_).toHaveLength(1);
    confirmedId = made[0];
    expect(with_[0]).toMatchObject({ to: 'james.miller@example.com', kind: 'confirmation.confirm' });
    expect(without).toHaveLength(0);
    // A second confirm is refused by the state: no second mail.
    expect((await api.call('POST', `/api/bookings/${made[0]}/confirm?sendConfirmation=1&withoutPrice=1`, { token: admin })).status).toBe(409);
    expect(await mailsOf(made[0])).toHaveLength(1);
    await waitUntil(async () => (await mailsOf(made[0]))[0].status === 'sent');
    const mail = arrived('james.miller@example.com').at(-1)!;
    expect(mail.text).toMatch(/Total|Gesamt/);
    expect(mail.attachments[0].filename).toMatch(/^confirmation-B/);
  });

  it('sendConfirmation/preview shows recipient, subject, body and attachments without queueing; sendConfirmation queues it', async () => {
    const b = { id: confirmedId };
    const before = (await mailsOf(b.id)).length;
    // Without the operator's template (key confirmation) the built-in text confirms.
    await api.handle.db.update(mailTemplates).set({ isActive: false }).where(eq(mailTemplates.key, 'confirmation'));
    const res = await api.call('POST', `/api/bookings/${b.id}/sendConfirmation/preview`, { token: admin, body: { language: 'de' } });
    await api.handle.db.update(mailTemplates).set({ isActive: true }).where(eq(mailTemplates.key, 'confirmation'));
    expect(res.status, await res.clone().text()).toBe(200);
    const p = (await res.json()) as { to: string; language: string; subject: string; text: string; html: string; attachments: { filename: string; size: number }[] };
    expect(p).toMatchObject({ to: 'james.miller@example.com', language: 'de' });
    expect(p.subject).toMatch(/^Buchungsbestätigung B/);
    for (const word of ['Buchungsnummer', 'Reisedaten', 'Gäste', 'Gesamt', 'Bezahlt', 'Offen']) expect(p.text).toContain(word);
    expect(p.attachments[0].size).toBeGreaterThan(500);
    expect(await mailsOf(b.id)).toHaveLength(before);
    const sent = await api.call('POST', `/api/bookings/${b.id}/sendConfirmation`, { token: admin, body: { email: 'copy@example.org' } });
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(await mailsOf(b.id)).toHaveLength(before + 1);
  });
});

describe('guest-form mails and mails without content', () => {
  it('the guest-form mail carries each form its own link, opened at delivery (template without links: appended)', async () => {
    const res = await api.call('POST', '/api/book/booking/create', { body: await publicBody('grace@example.org', 'de') });
    const id = await bookingIdOf(((await res.json()) as { number: string }).number);
    // The operator's template (key guestForm) forgot the links: they are appended.
    const [seeded] = await api.handle.db.select().from(mailTemplates).where(eq(mailTemplates.key, 'guestForm'));
    await api.handle.db.update(mailTemplates).set({ subject: { de: 'Formulare {{booking.number}}' }, body: { de: 'Bitte ausfüllen.' } }).where(eq(mailTemplates.id, seeded.id));
    try {
      const sent = await api.call('POST', `/api/bookings/${id}/sendGuestFormMail?force=0`, { token: admin });
      expect(sent.status, await sent.clone().text()).toBe(200);
      const { ids } = (await sent.json()) as { ids: string[] };
      await waitUntil(async () => (await api.handle.db.select().from(mailQueue).where(eq(mailQueue.id, ids[0])))[0].status === 'sent');
      const mail = smtp.mails.find((m) => m.subject?.startsWith('Formulare'))!;
      expect(mail.text).toContain('Bitte ausfüllen.');
      const forms = ((await api.handle.db.execute(sql`SELECT id, access_token FROM guest_forms WHERE booking = ${id}`)) as unknown as { rows: { id: string; access_token: string }[] }).rows;
      expect(forms).toHaveLength(2);
      for (const f of forms) {
        expect(mail.html).toContain(`/guestform/${f.id}/${f.access_token}`);
        expect(mail.text).toContain(`/guestform/${f.id}/${f.access_token}`);
      }
    } finally {
      await api.handle.db.update(mailTemplates).set({ subject: seeded.subject, body: seeded.body }).where(eq(mailTemplates.id, seeded.id));
    }
  });

  it('a payment reminder with nothing open is not queued: 409 by hand, skipped with a log line by a schedule', async () => {
    const b = { id: confirmedId };
    const tpl = await api.call('POST', '/api/mail/template', { token: admin, body: { name: 'Reminder', kind: 'Payment', subject: { en: 'Reminder' }, body: { en: 'Please pay {{booking.open}}.' } } });
    const template = ((await tpl.json()) as { id: string }).id;
    const open = ((await api.handle.db.execute(sql`SELECT (SELECT coalesce(sum(amount),0) FROM booking_calculation_lines WHERE booking_id = ${b.id}) - (SELECT coalesce(sum(amount),0) FROM payments WHERE booking = ${b.id}) AS open`)) as unknown as { rows: { open: string }[] }).rows[0].open;
    expect(Number(open)).toBeLessThanOrEqual(0);
    const before = (await mailsOf(b.id)).length;
    const res = await api.call('POST', `/api/bookings/${b.id}/sendMail`, { token: admin, body: { template, to: 'customer' } });
    expect(res.status).toBe(409);
    const refusal = (await res.json()) as { statusCode: number };
    expect(refusal.statusCode).toBe(409);
    expect(JSON.stringify(refusal)).toContain('MAIL_WITHOUT_CONTENT');
    expect(JSON.stringify(refusal)).toContain('amount open');
    const empty = await api.call('POST', '/api/mail/template', { token: admin, body: { name: 'Empty', kind: 'Text', subject: { en: 'Hello' }, body: { en: '{{customer.nothing}}' } } });
    const res2 = await api.call('POST', `/api/bookings/${b.id}/sendMail`, { token: admin, body: { template: ((await empty.json()) as { id: string }).id, to: 'customer' } });
    expect(res2.status).toBe(409);
    // The same rule by a schedule: the day is today, the mail is left out.
    const rule = await api.call('POST', '/api/mailschedule', { token: admin, body: { name: 'Pay', template, trigger: 'afterBooking', offsetDays: 0, time: '00:00', states: ['confirmed'] } });
    expect(rule.status, await rule.clone().text()).toBeLessThan(300);
    await queueDueScheduleMails(api.handle.db, now());
    expect(await mailsOf(b.id)).toHaveLength(before);
    await api.call('POST', `/api/mailschedule/${((await rule.json()) as { id: string }).id}`, { token: admin, body: { isActive: false } });
    expect(await api.handle.db.select().from(mailQueue).where(and(eq(mailQueue.booking, b.id), eq(mailQueue.kind, 'schedule')))).toHaveLength(0);
  });
});
