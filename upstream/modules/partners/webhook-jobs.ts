// Delivering webhooks through the job queue (docs/decisions/jobs.md, partner-api.md):
// - webhooks.deliver: one delivery row, signed per the Standard Webhooks spec (the standardwebhooks
//   library: webhook-id = the event's id, webhook-timestamp, webhook-signature v1 HMAC-SHA256
//   with the endpoint's secret), POSTed with a 10 s limit. A 2xx answer delivers it; anything
//   else is recorded on the row (attempts, status code, error) and thrown, so pg-boss retries with
//   back-off (5 s doubling up to 1 h, 10 retries, about 1.5 h); after the last the row is failed.
//   Policy `exclusive` keyed by the row: one job per delivery queued, retrying or running.
// - webhooks.sweep (every minute): queues the pending rows that have no job (a kick that was lost).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { and, asc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { now } from '../../clock';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { DEFAULT_RETRIES, type TJobContext, type TJobDefinition } from '../../jobs/definition';
import { openSecret } from '../../secrets/secret-box';
import { checkedLookup, urlFormProblem, webhookPrivateHosts } from './webhook-url';
import { WEBHOOK_DELIVER } from './webhook-events';

export const WEBHOOK_SWEEP = 'webhooks.sweep';
const TIMEOUT_MS = 10_000;

type TAnswer = { status: number | null; error: string | null };

/** One POST to the URL through the checked lookup; never throws (the answer says what happened). */
function post(url: string, body: string, headers: Record<string, string>): Promise<TAnswer> {
  return new Promise((resolve) => {
    const u = new URL(url);
    const send = u.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(u, {
      method: 'POST', timeout: TIMEOUT_MS, lookup: checkedLookup(webhookPrivateHosts()) as never,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Tourbook-Webhooks/1' },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? null, error: null }));
      res.on('error', (e) => resolve({ status: res.statusCode ?? null, error: e.message }));
    });
    req.on('timeout', () => req.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (e) => resolve({ status: null, error: e.message.slice(0, 500) }));
    req.end(body);
  });
}

/** The headers of one signed message (the signing time is the wall clock: receivers compare it
 *  with theirs, 5 minutes' tolerance, so the business clock must not move it). */
export function signedHeaders(secret: string, messageId: string, body: string): Record<string, string> {
  const at = new Date();
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}

export async function deliver(db: Db, id: string, attempt: TJobContext['attempt']): Promise<object> {
  const [row] = await db.select({ d: webhookDeliveries, e: webhookEndpoints }).from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId)).where(eq(webhookDeliveries.id, id)).limit(1);
  if (!row || row.d.state !== 'pending') return { skipped: row ? row.d.state : 'no such delivery' };
  if (!row.e.active) {
    await db.update(webhookDeliveries).set({ state: 'failed', lastError: 'The endpoint is switched off' }).where(eq(webhookDeliveries.id, id));
    return { skipped: 'endpoint off' };
  }
  const body = JSON.stringify(row.d.payload);
  const problem = urlFormProblem(row.e.url);
  const answer = problem ? { status: null, error: problem } : await post(row.e.url, body, signedHeaders(openSecret(row.e.secretSealed), row.d.eventId, body));
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const last = !attempt || attempt.retryCount >= attempt.retryLimit;
  const error = ok ? null : answer.error ?? `HTTP ${answer.status}`;
  await db.update(webhookDeliveries).set({
    attempts: row.d.attempts + 1, responseStatus: answer.status, lastError: error,
    state: ok ? 'delivered' : last ? 'failed' : 'pending', deliveredAt: ok ? now() : null,
  }).where(eq(webhookDeliveries.id, id));
  if (!ok && !last) throw new Error(`Webhook ${id} not delivered: ${error}`);
  return { delivered: ok, status: answer.status };
}

export const webhookJobs: TJobDefinition[] = [
  {
    name: WEBHOOK_DELIVER,
    queue: { ...DEFAULT_RETRIES, policy: 'exclusive', retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 60 },
    batchSize: 20,
    concurrent: true,
    run: async (data, ctx) => deliver(ctx.db, String(data.id), ctx.attempt),
  },
  {
    name: WEBHOOK_SWEEP,
    queue: { ...DEFAULT_RETRIES, policy: 'stately', retryLimit: 1, retryDelay: 10, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    cron: '* * * * *',
    run: async (_data, ctx) => {
      const pending = await ctx.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.state, 'pending'))).orderBy(asc(webhookDeliveries.createdAt)).limit(1000);
      for (const p of pending) await ctx.send(WEBHOOK_DELIVER, { id: p.id }, { singletonKey: p.id });
      return { queued: pending.length };
    },
  },
];
