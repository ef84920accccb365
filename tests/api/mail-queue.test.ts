// The mail queue without a mail server (the embedded default), the mail account's write-only
// password, templates (compile check, live preview against a booking), the guest-form mail, and
// mail schedules (what will go out, once per rule and booking, the test mail).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { now, today } from '../../upstream/clock';
import { mailAccounts, mailQueue, mailScheduleSends } from '../../upstream/db/schema';
import { sid } from '../../upstream/db/seed/resources-ids';
import { deliverMail, NO_SERVER } from '../../upstream/modules/mail/deliver';
import { queueDueScheduleMails } from '../../upstream/modules/mail/schedule-run';
import { openLinks } from '../../upstream/modules/mail/sealed-links';
import { openSecret as unseal } from '../../upstream/secrets/secret-box';
import { tokenOf } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const fx = apiFile();

const rows = () => fx.api.handle.db.select().from(mailQueue);

describe('no mail server configured', () => {
  it('keeps the password-reset mail planned, readable in full, with the reason', async () => {
    await fx.api.call('PUT', '/api/auth/password/reset', { body: { email: 'staff@example.com' } });
    const [m] = (await rows()).filter((r) => r.to === 'staff@example.com');
    expect(m).toMatchObject({ status: 'planned', kind: 'account.passwordReset', subject: 'Reset your password' });
    // The reset link is sealed in the outbox, opened only for the mail server (issue 31).
    expect(m.html).not.toContain('/password/reset?token');
    expect(openLinks(m.html)).toContain('/password/reset?token');
    expect(openLinks(m.text)).toContain('/password/reset?token=');
    expect((await deliverMail(fx.api.handle.db, m.id, undefined)).result).toBe('noServer');
    const read = (await (await fx.api.call('GET', `/api/mailqueue/${m.id}`, { token: fx.admin })).json()) as { lastError: string; html: string; status: string };
    expect(read).toMatchObject({ lastError: NO_SERVER, status: 'planned' });
    const stats = (await (await fx.api.call('GET', '/api/mailqueue/statistics', { token: fx.admin })).json()) as { server: string; byStatus: Record<string, number> };
    expect(stats.server).toBe('none');
    expect(stats.byStatus.planned).toBeGreaterThanOrEqual(1);
  });

  it('plan and cancel move a mail; the queue cannot be written generically; staff without the scope is refused', async () => {
    const [m] = (await rows()).filter((r) => r.to === 'staff@example.com');
    expect((await fx.api.call('POST', `/api/mailqueue/${m.id}/cancel`, { token: fx.admin })).status).toBe(200);
    expect((await fx.api.call('POST', `/api/mailqueue/${m.id}/cancel`, { token: fx.admin })).status).toBe(409);
    expect((await fx.api.call('POST', `/api/mailqueue/${m.id}/plan`, { token: fx.admin, body: { plannedAt: '2031-01-01T09:00:00Z' } })).status).toBe(200);
    expect((await fx.api.handle.db.select().from(mailQueue).where(eq(mailQueue.id, m.id)))[0].plannedAt?.toISOString()).toBe('2031-01-01T09:00:00.000Z');
    expect((await fx.api.call('POST', `/api/mailqueue/${m.id}`, { token: fx.admin, body: { subject: 'x' } })).status).toBeGreaterThanOrEqual(400);
    expect((await fx.api.call('GET', '/api/mailqueue/statistics', { token: await tokenOf(fx.api, 'staff@example.com') })).status).toBe(403);
    expect((await fx.api.call('GET', '/api/mailqueue/failedJobs', { token: fx.admin })).status).toBe(200);
  });
});

describe('mail account password', () => {
  it('is stored encrypted and never answered', async () => {
    const res = await fx.api.call('POST', '/api/mailaccount', { token: fx.admin, body: {
      name: 'Office', email: 'office@lagoon.example', smtpHost: '127.0.0.1', smtpPort: 2525, username: 'office', smtpPassword: 's3cret-pass', senderName: 'Blue Lagoon', useForSending: true,
    } });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('smtpPassword');
    const [stored] = await fx.api.handle.db.select().from(mailAccounts).where(eq(mailAccounts.id, String(body.id)));
    expect(stored.smtpPassword).not.toContain('s3cret');
    expect(unseal(stored.smtpPassword!)).toBe('s3cret-pass');
    const read = await (await fx.api.call('GET', `/api/mailaccount/${String(body.id)}`, { token: fx.admin })).text();
    expect(read).not.toContain('smtpPassword');
    // An update without a password keeps it.
    await fx.api.call('POST', `/api/mailaccount/${String(body.id)}`, { token: fx.admin, body: { name: 'Front office' } });
    const [after] = await fx.api.handle.db.select().from(mailAccounts).where(eq(mailAccounts.id, String(body.id)));
    expect(unseal(after.smtpPassword!)).toBe('s3cret-pass');
    await fx.api.call('DELETE', `/api/mailaccount/${String(body.id)}`, { token: fx.admin });
  });
});

describe('templates', () => {
  let template: string;
  it('refuses a template that does not compile and previews one against a real booking', async () => {
    const bad = await fx.api.call('POST', '/api/mail/template', { token: fx.admin, body: { name: 'Bad', subject: { en: 'x' }, body: { en: '{{#each guests}}' } } });
    expect(bad.status).toBe(400);
    const res = await fx.api.call('POST', '/api/mail/template', { token: fx.admin, body: { name: 'Pre-arrival', key: 'pre', kind: 'Information', subject: { en: 'See you soon, {{customer.name}}' }, body: { en: 'Booking {{booking.number}} at {{asset.name}}.\n\n{{#each links.guestForms}}{{link url name}} {{/each}}' } } });
    template = ((await res.json()) as { id: string }).id;
    const p = await fx.api.call('POST', `/api/mail/template/${template}/preview`, { token: fx.admin, body: { booking: sid('bookings:b1'), language: 'en' } });
    expect(p.status, await p.clone().text()).toBe(200);
    const out = (await p.json()) as { subject: string; html: string; text: string; error: string | null; variables: string[] };
    expect(out.error).toBeNull();
    expect(out.subject).toMatch(/^See you soon, /);
    expect(out.html).toContain('<table role="presentation"');
    expect(out.text).toMatch(/Booking \S+ at /);
    expect(out.variables).toContain('booking.number');
    const unsaved = (await (await fx.api.call('POST', `/api/mail/template/${template}/preview`, { token: fx.admin, body: { booking: sid('bookings:b1'), body: '{{#if' } })).json()) as { error: string | null };
    expect(unsaved.error).toBeTruthy();
  });

  it('sendGuestFormMail sends the open forms, force=1 the completed ones too', async () => {
    const booking = sid('bookings:b2');
    await fx.api.call('POST', '/api/guestform', { token: fx.admin, body: { name: 'Lukas Weber', booking } });
    const r0 = await fx.api.call('POST', `/api/bookings/${booking}/sendGuestFormMail?force=0`, { token: fx.admin });
    expect(r0.status, await r0.clone().text()).toBe(200);
    const { ids } = (await r0.json()) as { ids: string[] };
    const [m] = await fx.api.handle.db.select().from(mailQueue).where(eq(mailQueue.id, ids[0]));
    expect(m).toMatchObject({ booking, kind: 'guestForm' });
    expect(m.html).not.toMatch(/\/guestform\/[0-9a-f-]+\/[0-9a-f]+/);
    expect(openLinks(m.html)).toMatch(/\/guestform\/[0-9a-f-]+\/[0-9a-f]+/);
    await fx.api.handle.db.execute(sql`UPDATE guest_forms SET status = 'submitted' WHERE booking = ${booking}`);
    expect((await fx.api.call('POST', `/api/bookings/${booking}/sendGuestFormMail?force=0`, { token: fx.admin })).status).toBe(409);
    expect((await fx.api.call('POST', `/api/bookings/${booking}/sendGuestFormMail?force=1`, { token: fx.admin })).status).toBe(200);
  });

  it('a mail schedule lists what goes out, queues once per rule and booking, and sends a test to the operator', async () => {
    const [b] = ((await fx.api.handle.db.execute(sql`SELECT id, date_from FROM bookings WHERE state IN ('confirmed','planned') AND date_from IS NOT NULL ORDER BY date_from LIMIT 1`)) as unknown as { rows: { id: string; date_from: string }[] }).rows;
    const days = Math.round((new Date(`${b.date_from}T00:00:00Z`).getTime() - new Date(`${today()}T00:00:00Z`).getTime()) / 86_400_000);
    const res = await fx.api.call('POST', '/api/mailschedule', { token: fx.admin, body: { name: 'Before arrival', template, trigger: 'beforeArrival', offsetDays: Math.max(0, days), time: '00:00' } });
    const rule = ((await res.json()) as { id: string }).id;
    const list = (await (await fx.api.call('GET', `/api/mailschedule/scheduled?days=1&schedule=${rule}`, { token: fx.admin })).json()) as { booking: string }[];
    if (days >= 0) expect(list.map((x) => x.booking)).toContain(b.id);
    await Promise.all([queueDueScheduleMails(fx.api.handle.db, now()), queueDueScheduleMails(fx.api.handle.db, now())]);
    await queueDueScheduleMails(fx.api.handle.db, now());
    const sends = await fx.api.handle.db.select().from(mailScheduleSends).where(eq(mailScheduleSends.scheduleId, rule));
    expect(new Set(sends.map((s) => s.bookingId)).size).toBe(sends.length);
    const t = await fx.api.call('POST', `/api/mailschedule/${rule}/test`, { token: fx.admin, body: {} });
    expect(t.status, await t.clone().text()).toBe(200);
    const [mail] = await fx.api.handle.db.select().from(mailQueue).where(eq(mailQueue.id, ((await t.json()) as { ids: string[] }).ids[0]));
    expect(mail).toMatchObject({ to: 'admin@example.com', kind: 'schedule.test' });
    expect(mail.subject).toMatch(/^\[Test\]/);
  });
});
