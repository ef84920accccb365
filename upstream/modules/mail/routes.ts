// The mail module's calls (lib/contract/mail.ts). Mounted before the generic resources, which
// share the base paths /api/mailqueue, /api/mailschedule and /api/mail/template.
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import {
  ZBookingSendMail, ZFailedJob, ZGuestFormMail, ZGuestFormMailQuery, ZMailPlan, ZMailQueueStatistics, ZQueuedMails, ZRenderedMail,
  ZScheduledMail, ZScheduledQuery, ZTemplatePreview, ZVoucherMail,
} from '../../../lib/contract/mail';
import { now } from '../../clock';
import { rowsOf } from '../../db/rows';
import { errors } from '../../http/errors';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope, requireScopes } from '../../http/security';
import { jobSender } from '../../jobs/sender';
import { loadBooking } from '../bookings/access';
import { bookingSightSql } from '../resources/booking-sight';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { loadTemplate, sendBookingMail, sendGuestFormMail } from './booking-mail';
import { bookingMailContext, inLanguage, TEMPLATE_VARIABLES } from './context';
import { cancelMail, planAgain } from './outbox';
import { render, templateError } from './render';
import { hideLinks } from './sealed-links';
import { scheduledMails } from './schedule-run';
import { scheduleTestRoutes } from './schedule-test-routes';
import { mailServer } from './transport';
import { customerMailRoutes } from './customer-routes';
import { mailSendRoutes } from './send-routes';
import { registerConfirmationHooks } from './confirmation-hooks';
import { sendVoucherMail } from './voucher-mail';

export const mailRoutes = createRouter();
const tags = ['Mail'];
const ZId = z.object({ id: z.uuid() });
const queueRead = requireAnyScope('mailqueue.read', 'mailqueue.update');

mailRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/sendMail', tags, middleware: [requireScopes('bookings.update')],
  summary: 'Queue a template for the booking to its guests, lead customer, agency or one address',
  request: { params: ZId, body: { content: { 'application/json': { schema: ZBookingSendMail } }, required: true } },
  responses: { ...jsonOk(ZQueuedMails, 'Queued mails'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const b = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'office');
  return c.json(await sendBookingMail(db, b.id, c.req.valid('json')), 200);
});

mailRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/sendGuestFormMail', tags, middleware: [requireScopes('bookings.update')],
  summary: 'Queue the guest-form links of the booking (force=1: completed forms too)',
  request: { params: ZId, query: ZGuestFormMailQuery, body: { content: { 'application/json': { schema: ZGuestFormMail } }, required: false } },
  responses: { ...jsonOk(ZQueuedMails, 'Queued mail'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const b = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'office');
  return c.json(await sendGuestFormMail(db, b.id, c.req.valid('query').force === '1', (c.req.valid('json') ?? {}) as { email?: string; language?: string }), 200);
});

mailRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/sendVoucher', tags, middleware: [requireScopes('bookings.update')], operationId: 'bookingSendVoucher',
  summary: 'Queue the voucher PDF of the booking to its agency (or one address)',
  request: { params: ZId, body: { content: { 'application/json': { schema: ZVoucherMail } }, required: false } },
  responses: { ...jsonOk(ZQueuedMails, 'Queued mail'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const b = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'office');
  return c.json(await sendVoucherMail(db, b, (c.req.valid('json') ?? {}) as { template?: string; email?: string; language?: string }), 200);
});

mailRoutes.openapi(createRoute({
  method: 'get', path: '/api/mailqueue/statistics', tags, middleware: [queueRead],
  summary: 'Mails per state, due now, sent in the last 24 hours, and where mail goes out',
  responses: { ...jsonOk(ZMailQueueStatistics, 'Statistics'), ...errorResponses(401, 403) },
}), async (c) => {
  const db = c.get('db');
  const at = now();
  // Counted over the mails the caller may read (a booking's mails only with its booking's access).
  const mine = sql`(q.booking IS NULL OR EXISTS (SELECT 1 FROM bookings b WHERE b.id = q.booking AND ${bookingSightSql(principalOf(c), 'b')}))`;
  const by = rowsOf<{ status: string; n: number }>(await db.execute(sql`SELECT status, count(*)::int AS n FROM mail_queue q WHERE ${mine} GROUP BY status`));
  const [agg] = rowsOf<{ due: number; sent: number; oldest: Date | string | null }>(await db.execute(sql`SELECT
    count(*) FILTER (WHERE status = 'planned' AND planned_at <= ${at.toISOString()}::timestamptz)::int AS due,
    count(*) FILTER (WHERE status = 'sent' AND sent_at > ${new Date(at.getTime() - 86_400_000).toISOString()}::timestamptz)::int AS sent,
    min(planned_at) FILTER (WHERE status = 'planned') AS oldest FROM mail_queue q WHERE ${mine}`));
  const server = await mailServer(db);
  return c.json({
    byStatus: Object.fromEntries(by.map((r) => [r.status, r.n])), due: agg.due, sentLast24h: agg.sent,
    oldestPlanned: agg.oldest ? new Date(agg.oldest).toISOString() : null, server: server?.via ?? ('none' as const),
  }, 200);
});

mailRoutes.openapi(createRoute({
  method: 'get', path: '/api/mailqueue/failedJobs', tags, middleware: [queueRead],
  summary: 'Background jobs of every queue that used up their retries, with their error',
  responses: { ...jsonOk(z.array(ZFailedJob), 'Failed jobs'), ...errorResponses(401, 403) },
}), async (c) => {
  const sender = jobSender();
  const list = sender ? await sender.failedJobs() : [];
  return c.json(list.slice(0, 200).map((j) => ({
    id: j.id, name: j.name, data: j.data ?? null, retryCount: j.retryCount,
    error: String((j.output as { message?: string } | null)?.message ?? JSON.stringify(j.output ?? null)).slice(0, 2000),
    completedOn: j.completedOn ? new Date(j.completedOn).toISOString() : null,
  })), 200);
});

mailRoutes.openapi(createRoute({
  method: 'post', path: '/api/mailqueue/{id}/plan', tags, middleware: [requireAnyScope('mailqueue.update', 'mail.update')],
  summary: 'Plan a mail (again): retry a failed one, revive a cancelled one, or move the time',
  request: { params: ZId, body: { content: { 'application/json': { schema: ZMailPlan } }, required: false } },
  responses: { ...jsonOk(z.object({ id: z.uuid(), status: z.literal('planned') }), 'Planned'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { id } = c.req.valid('param');
  const body = (c.req.valid('json') ?? {}) as { plannedAt?: string };
  const done = await planAgain(c.get('db'), [id], body.plannedAt ? new Date(body.plannedAt) : now());
  if (done.length === 0) throw errors.conflict('NOT_PLANNABLE', 'Only planned, failed or cancelled mails can be planned (not one being sent or sent).');
  return c.json({ id, status: 'planned' as const }, 200);
});

mailRoutes.openapi(createRoute({
  method: 'post', path: '/api/mailqueue/{id}/cancel', tags, middleware: [requireAnyScope('mailqueue.update', 'mail.update')],
  summary: 'Cancel a planned or failed mail (it is kept, and can be planned again)',
  request: { params: ZId },
  responses: { ...jsonOk(z.object({ id: z.uuid(), status: z.literal('cancelled') }), 'Cancelled'), ...errorResponses(401, 403, 404, 409) },
}), async (c) => {
  const { id } = c.req.valid('param');
  if (!(await cancelMail(c.get('db'), id))) throw errors.conflict('NOT_CANCELLABLE', 'Only planned or failed mails can be cancelled.');
  return c.json({ id, status: 'cancelled' as const }, 200);
});

mailRoutes.openapi(createRoute({
  method: 'post', path: '/api/mail/template/{id}/preview', tags, middleware: [requireAnyScope('mailtemplates.update', 'mailtemplates.read')],
  summary: 'Render a template (or unsaved text) against a real booking',
  request: { params: ZId, body: { content: { 'application/json': { schema: ZTemplatePreview } }, required: true } },
  responses: { ...jsonOk(ZRenderedMail, 'The mail as it would go out'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const input = c.req.valid('json');
  const tpl = await loadTemplate(db, c.req.valid('param').id);
  // Filled from a booking the caller may read (issue 31); its secret links shown as hidden.
  await loadBooking(db, principalOf(c), input.booking, 'read');
  const ctx = await bookingMailContext(db, input.booking, input.language);
  const lang = ctx.booking.language;
  const subject = input.subject ?? (inLanguage(tpl.subject as Record<string, string>, lang) || tpl.name);
  const body = input.body ?? inLanguage(tpl.body as Record<string, string>, lang);
  const error = templateError(subject) ?? templateError(body);
  const rendered = error ? { subject: '', html: '', text: '' } : render(subject, body, ctx, lang);
  const out = { ...rendered, html: hideLinks(rendered.html), text: hideLinks(rendered.text) };
  return c.json({ ...out, error, variables: TEMPLATE_VARIABLES }, 200);
});

mailRoutes.openapi(createRoute({
  method: 'get', path: '/api/mailschedule/scheduled', tags, middleware: [requireAnyScope('mailschedule.read', 'mailschedule.update')],
  summary: 'What the mail schedules will send in the next days (default 30), per booking',
  request: { query: ZScheduledQuery },
  responses: { ...jsonOk(z.array(ZScheduledMail), 'Scheduled mails'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const q = c.req.valid('query');
  return c.json(await scheduledMails(c.get('db'), principalOf(c), q.days ?? 30, q.schedule), 200);
});

// Trying a schedule rule: saved ({id}/test) or as edited (test).
mailRoutes.route('/', scheduleTestRoutes);
// Customer mails (api-calls 7.11) under the customers base.
mailRoutes.route('/', customerMailRoutes);
// The booking's confirmation and the previews of its mails (send-routes.ts); the confirmation
// joins a confirm that asks for it (confirmation-hooks.ts), registered with the mail routes.
mailRoutes.route('/', mailSendRoutes);
registerConfirmationHooks();
