// Mail that really goes out (issue 17), against a real SMTP server on loopback (smtp-server),
// read back with mailparser: a newcomer who sets SMTP_URL gets the password-reset mail and its
// link works; a booking mail from a template arrives with both parts and is recorded on the
// booking; faults: the server down, refusing a recipient for a while, slow; a permanent refusal
// ends failed; a stop in the middle of a send sends nothing twice.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const env = vi.hoisted(() => {
  let h = 0;
  for (const ch of 'mail-smtp.test') h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const port = 21000 + (h % 20000) + (process.pid % 50);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = 'Blue Lagoon <office@lagoon.example>';
  process.env.PUBLIC_URL = 'https://book.lagoon.example';
  return { port };
});

import { eq } from 'drizzle-orm';
import { mailQueue } from '../../upstream/db/schema';
import { sid } from '../../upstream/db/seed/resources-ids';
import { mailJobs } from '../../upstream/modules/mail/jobs';
import { startJobQueue, type TJobQueue } from '../../upstream/jobs/queue';
import { MAIL_SEND } from '../../upstream/modules/mail/outbox';
import { INTERRUPTED } from '../../upstream/modules/mail/deliver';
import { closeMailTransports } from '../../upstream/modules/mail/transport';
import { createTestApi, type TTestApi } from '../helpers/api';
import { waitUntil } from '../helpers/jobs';
import { testSmtp } from '../helpers/smtp';
import { tokenOf } from './resources-fixtures';

// Quick retries for the test (the product backs off from 30 s).
const defs = mailJobs.map((d) => d.name === MAIL_SEND ? { ...d, queue: { ...d.queue, retryLimit: 3, retryDelay: 1, retryBackoff: true, retryDelayMax: 2 } } : d);

let api: TTestApi;
let queue: TJobQueue;
let admin: string;
const smtp = testSmtp(env.port);

beforeAll(async () => {
  await smtp.start();
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  queue = await startJobQueue({ handle: api.handle, definitions: defs, pollingIntervalSeconds: 0.5, schedule: false });
}, 60_000);
afterAll(async () => {
  await queue?.stop();
  closeMailTransports();
  await smtp.stop();
  await api?.handle.close();
});

const row = async (id: string) => (await api.handle.db.select().from(mailQueue).where(eq(mailQueue.id, id)))[0];
const mailTo = (to: string) => smtp.mails.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(to)));

describe('a newcomer with SMTP_URL', () => {
  it('receives the password-reset mail, HTML and text, and its link sets a new password', async () => {
    const res = await api.call('PUT', '/api/auth/password/reset', { body: { email: 'staff@example.com' } });
    expect(res.status).toBeLessThan(300);
    await waitUntil(async () => mailTo('staff@example.com').length === 1);
    const m = mailTo('staff@example.com')[0];
    expect(m.subject).toBe('Reset your password');
    expect(m.from?.text).toContain('office@lagoon.example');
    expect(m.messageId).toMatch(/@tourbook\.mail>$/);
    const link = /https:\/\/book\.lagoon\.example\/password\/reset\?token=[^\s"<\]]+/.exec(m.text ?? '')?.[0];
    expect(link, m.text).toBeTruthy();
    expect(String(m.html).replace(/&#x3D;/g, '=').replace(/&amp;/g, '&')).toContain(`href="${link}"`);
    const url = new URL(link!);
    const done = await api.call('POST', '/api/auth/password/reset', {
      body: { email: url.searchParams.get('email'), token: url.searchParams.get('token'), password: 'brand-new-pass-1' },
    });
    expect(done.status, await done.clone().text()).toBeLessThan(300);
    expect((await api.call('POST', '/api/auth/token', { body: { email: 'staff@example.com', password: 'brand-new-pass-1' } })).status).toBe(200);
  });
});

describe('booking mails', () => {
  let template: string;
  beforeAll(async () => {
    const res = await api.call('POST', '/api/mail/template', { token: admin, body: {
      name: 'Confirmation', kind: 'Information',
      subject: { en: 'Your booking {{booking.number}}', de: 'Ihre Buchung {{booking.number}}' },
      body: { en: '<p>Dear {{customer.name}},</p><p>see you on {{booking.dateFrom}}. Note: {{booking.title}}</p>', de: '<p>Hallo {{customer.name}},</p><p>bis {{booking.dateFrom}}. {{{booking.title}}}</p>' },
    } });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    template = ((await res.json()) as { id: string }).id;
  });

  it('sends a template to one address with both parts and records it on the booking; guest text is escaped', async () => {
    const booking = sid('bookings:b1');
    await api.handle.db.execute(`UPDATE bookings SET title = '<script>alert(1)</script> Ann' WHERE id = '${booking}'`);
    const res = await api.call('POST', `/api/bookings/${booking}/sendMail`, { token: admin, body: { template, email: 'copy@office.example', language: 'de' } });
    expect(res.status, await res.clone().text()).toBe(200);
    const { ids } = (await res.json()) as { ids: string[] };
    await waitUntil(async () => (await row(ids[0])).status === 'sent');
    const m = mailTo('copy@office.example')[0];
    expect(m.subject).toMatch(/^Ihre Buchung/);
    expect(String(m.html)).toContain('&lt;script&gt;');
    expect(String(m.html)).not.toContain('<script>');
    expect(m.text).toContain('<script>alert(1)</script> Ann');
    const list = (await (await api.call('GET', `/api/mailqueue?booking=${booking}`, { token: admin })).json()) as { data: { id: string; status: string; html: string }[] };
    expect(list.data.find((d) => d.id === ids[0])).toMatchObject({ status: 'sent' });
  });

  it('keeps mails planned while the server is down and sends them once it is back', async () => {
    await smtp.stop();
    const res = await api.call('POST', `/api/bookings/${sid('bookings:b1')}/sendMail`, { token: admin, body: { template, email: 'down@office.example' } });
    const { ids } = (await res.json()) as { ids: string[] };
    await waitUntil(async () => { const r = await row(ids[0]); return r.attempts >= 1 && r.status === 'planned' && !!r.lastError; });
    await smtp.start();
    await waitUntil(async () => (await row(ids[0])).status === 'sent', 30_000);
    expect(mailTo('down@office.example')).toHaveLength(1);
  });

  it('retries a recipient refused with 450 until it is accepted; a 550 ends failed with the error', async () => {
    let refusals = 0;
    smtp.refuse = (to) => (to === 'later@office.example' && refusals++ < 2 ? 450 : to === 'nobody@office.example' ? 550 : null);
    const a = (await (await api.call('POST', `/api/bookings/${sid('bookings:b1')}/sendMail`, { token: admin, body: { template, email: 'later@office.example' } })).json()) as { ids: string[] };
    const b = (await (await api.call('POST', `/api/bookings/${sid('bookings:b1')}/sendMail`, { token: admin, body: { template, email: 'nobody@office.example' } })).json()) as { ids: string[] };
    await waitUntil(async () => (await row(a.ids[0])).status === 'sent', 30_000);
    await waitUntil(async () => (await row(b.ids[0])).status === 'failed', 30_000);
    expect((await row(a.ids[0])).attempts).toBe(3);
    expect((await row(b.ids[0])).lastError).toMatch(/550/);
    expect(mailTo('later@office.example')).toHaveLength(1);
    expect(mailTo('nobody@office.example')).toHaveLength(0);
    smtp.refuse = null;
    // A failed mail is planned again by hand (retry) and goes out.
    expect((await api.call('POST', `/api/mailqueue/${b.ids[0]}/plan`, { token: admin, body: {} })).status).toBe(200);
    const stats = (await (await api.call('GET', '/api/mailqueue/statistics', { token: admin })).json()) as { server: string; byStatus: Record<string, number> };
    expect(stats.server).toBe('SMTP_URL');
    expect(stats.byStatus.sent).toBeGreaterThanOrEqual(4);
  });

  it('a stop in the middle of a slow send lets it finish; nothing is sent twice after the restart', async () => {
    smtp.delayMs = 1500;
    const res = await api.call('POST', `/api/bookings/${sid('bookings:b1')}/sendMail`, { token: admin, body: { template, email: 'slow@office.example' } });
    const { ids } = (await res.json()) as { ids: string[] };
    await waitUntil(async () => (await row(ids[0])).status === 'sending');
    await queue.stop();
    smtp.delayMs = 0;
    queue = await startJobQueue({ handle: api.handle, definitions: defs, pollingIntervalSeconds: 0.5, schedule: false });
    await waitUntil(async () => (await row(ids[0])).status === 'sent');
    await new Promise((r) => setTimeout(r, 2000));
    expect(mailTo('slow@office.example')).toHaveLength(1);
  });

  it('a mail found still sending by a later attempt (process killed) is not sent again: failed, visibly', async () => {
    const [r] = await api.handle.db.insert(mailQueue).values({ to: 'killed@office.example', subject: 'x', html: '<p>x</p>', text: 'x', status: 'sending', attempts: 1, plannedAt: new Date(), kind: 'test' }).returning();
    const { deliverMail } = await import('../../upstream/modules/mail/deliver');
    const out = await deliverMail(api.handle.db, r.id, { jobId: 'j', retryCount: 1, retryLimit: 3 });
    expect(out.result).toBe('interrupted');
    expect(await row(r.id)).toMatchObject({ status: 'failed', lastError: INTERRUPTED });
    expect(mailTo('killed@office.example')).toHaveLength(0);
  });
});

