// Trying a mail schedule rule (api-calls 7.15, "Mail schedule: scheduled, test"): a saved one by
// its id, or the rule as it stands in the editor, before it is saved. A reader of the rules
// (mailschedule.read) tries them on their own mailbox; another address needs mailschedule.update.
import { createRoute, z } from '@hono/zod-openapi';
import { ZScheduleRuleQuery, ZScheduleRuleTest, ZScheduleTest, ZUpcomingMail } from '../../../lib/contract/mail';
import { hasScope } from '../../../lib/access/scopes';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { upcomingMails } from './schedule-run';
import { draftRule, testRule, testSchedule } from './schedule-test';

export const scheduleTestRoutes = createRouter();
const tags = ['Mail'];
const RULES = requireAnyScope('mailschedule.update', 'mailschedule.read');
const ZQueued = z.object({ queued: z.number().int(), ids: z.array(z.uuid()), booking: z.uuid() });

/** Where a test goes: the caller's own address, or another one with mailschedule.update. */
function testAddress(p: TPrincipal, email: string | undefined): string {
  const own = !email || email.trim().toLowerCase() === p.email.trim().toLowerCase();
  if (!own && !hasScope(p.scopes, 'mailschedule.update')) throw errors.forbidden('FORBIDDEN_RESSOURCE');
  return email ?? p.email;
}

scheduleTestRoutes.openapi(createRoute({
  method: 'post', path: '/api/mailschedule/{id}/test', tags, middleware: [RULES],
  summary: "Send the rule's mail once to the operator (or the given address), filled from a booking",
  request: { params: z.object({ id: z.uuid() }), body: { content: { 'application/json': { schema: ZScheduleTest } }, required: false } },
  responses: { ...jsonOk(ZQueued, 'Queued'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const p = principalOf(c);
  const body = (c.req.valid('json') ?? {}) as { booking?: string; email?: string };
  return c.json(await testSchedule(c.get('db'), p, c.req.valid('param').id, testAddress(p, body.email), body.booking), 200);
});

scheduleTestRoutes.openapi(createRoute({
  method: 'post', path: '/api/mailschedule/test', tags, middleware: [RULES], operationId: 'mailscheduleTestDraft',
  summary: 'Send the mail of a rule not saved yet (as in the editor) once to the operator (or the given address), filled from a booking',
  description: 'The booking is the one given, else the next one the rule would mail, else the newest the caller may read. Links to guest forms and invoices stay hidden in a test.',
  request: jsonBody(ZScheduleRuleTest),
  responses: { ...jsonOk(ZQueued, 'Queued'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const p = principalOf(c);
  const { booking, email, ...rule } = c.req.valid('json');
  return c.json(await testRule(c.get('db'), p, draftRule(rule), testAddress(p, email), booking), 200);
});

scheduleTestRoutes.openapi(createRoute({
  method: 'get', path: '/api/mailschedule/test', tags, middleware: [RULES], operationId: 'mailscheduleTestPreview',
  summary: 'The bookings a rule not saved yet (as in the editor) would mail in the next days (default 30), with when; birthday rules mail customers and answer none',
  request: { query: ZScheduleRuleQuery },
  responses: { ...jsonOk(z.array(ZUpcomingMail), 'Upcoming mails, earliest first'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const { days, ...rule } = c.req.valid('query');
  const list = await upcomingMails(c.get('db'), principalOf(c), draftRule({ ...rule, template: '' }), days ?? 30);
  return c.json(list.sort((a, b) => a.plannedAt.localeCompare(b.plannedAt)), 200);
});
