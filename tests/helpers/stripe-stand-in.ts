// A local stand-in of Stripe's HTTP API for the calls the product makes (Checkout Sessions create
// and retrieve, Refunds create with Idempotency-Key), so the official SDK runs unchanged against it (its host/port/protocol options,
// upstream STRIPE_API_URL) and no test needs the network. It checks the secret key like Stripe
// (401 otherwise; several keys for several accounts), answers the same JSON shapes, and lets the test play the guest on the payment
// page: pay(id) or expire(id), and /pay/{id} a tiny page whose button pays and goes to success_url.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export type TStandInSession = {
  id: string; object: 'checkout.session'; mode: 'payment'; status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid'; amount_total: number; currency: string; customer_email: string | null;
  client_reference_id: string | null; metadata: Record<string, string>; success_url: string; cancel_url: string; url: string | null; created: number;
  /** The PaymentIntent once paid (refunds name it). */
  payment_intent: string | null;
  /** The secret key (account) that created it. */
  key: string;
};

export type TStandInRefund = {
  id: string; object: 'refund'; amount: number; currency: string; payment_intent: string; charge: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled'; metadata: Record<string, string>; created: number;
};

export type TStripeStandIn = {
  url: string;
  sessions: Map<string, TStandInSession>;
  refunds: Map<string, TStandInRefund>;
  /** Requests seen, for asserting what the SDK sent. */
  calls: { method: string; path: string; form: URLSearchParams; key: string }[];
  pay(id: string): TStandInSession;
  expire(id: string): TStandInSession;
  /** Runs after the payment page's button paid (the test sends the webhook here). */
  onPaid?: (s: TStandInSession) => Promise<void>;
  close(): Promise<void>;
};

const body = (req: IncomingMessage) => new Promise<string>((resolve) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
});

export async function startStripeStandIn(secretKey: string | string[], port = 0): Promise<TStripeStandIn> {
  const keys = Array.isArray(secretKey) ? secretKey : [secretKey];
  const sessions = new Map<string, TStandInSession>();
  const refunds = new Map<string, TStandInRefund>();
  /** Answers by Idempotency-Key (per account), as Stripe replays them. */
  const replays = new Map<string, { status: number; json: unknown }>();
  const calls: TStripeStandIn['calls'] = [];
  let base = '';
  const error = (status: number, message: string) => ({ status, json: { error: { type: 'invalid_request_error', message } } });
  const get = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    return s;
  };
  const standIn: TStripeStandIn = {
    url: '', sessions, refunds, calls,
    pay: (id) => Object.assign(get(id), { status: 'complete', payment_status: 'paid', url: null, payment_intent: get(id).payment_intent ?? `pi_${randomBytes(12).toString('hex')}` }),
    expire: (id) => Object.assign(get(id), { status: 'expired', url: null }),
    close: () => new Promise((r) => server.close(() => r())),
  };

  async function api(req: IncomingMessage): Promise<{ status: number; json: unknown }> {
    const path = (req.url ?? '').split('?')[0];
    const form = new URLSearchParams(await body(req));
    const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    calls.push({ method: req.method ?? '', path, form, key });
    if (!keys.includes(key)) return error(401, 'Invalid API Key provided');
    const idem = req.headers['idempotency-key'];
    const replayKey = typeof idem === 'string' && req.method === 'POST' ? `${key} ${idem}` : null;
    if (replayKey && replays.has(replayKey)) return replays.get(replayKey)!;
    const answer = await route(req.method ?? '', path, form, key);
    if (replayKey && answer.status < 500) replays.set(replayKey, answer);
    return answer;
  }

  async function route(method: string, path: string, form: URLSearchParams, key: string): Promise<{ status: number; json: unknown }> {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const unit = Number(form.get('line_items[0][price_data][unit_amount]'));
      const qty = Number(form.get('line_items[0][quantity]') ?? '1');
      const currency = form.get('line_items[0][price_data][currency]');
      if (!Number.isInteger(unit) || unit <= 0 || !currency || !form.get('success_url') || !form.get('cancel_url')) return error(400, 'Missing required param');
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) { const m = /^metadata\[(.+)\]$/.exec(k); if (m) metadata[m[1]] = v; }
      const s: TStandInSession = {
        id, object: 'checkout.session', mode: 'payment', status: 'open', payment_status: 'unpaid', amount_total: unit * qty, currency,
        customer_email: form.get('customer_email'), client_reference_id: form.get('client_reference_id'), metadata,
        success_url: form.get('success_url')!, cancel_url: form.get('cancel_url')!, url: `${base}/pay/${id}`, created: Math.floor(Date.now() / 1000),
        payment_intent: null, key,
      };
      sessions.set(id, s);
      return { status: 200, json: s };
    }
    const m = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && m) {
      const s = sessions.get(m[1]);
      return s && s.key === key ? { status: 200, json: s } : error(404, `No such checkout.session: '${m[1]}'`);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = form.get('payment_intent');
      const s = [...sessions.values()].find((x) => x.payment_intent === pi && x.key === key);
      if (!s) return error(404, `No such payment_intent: '${pi}'`);
      const taken = [...refunds.values()].filter((r) => r.payment_intent === pi && r.status !== 'failed' && r.status !== 'canceled').reduce((a, r) => a + r.amount, 0);
      const amount = form.has('amount') ? Number(form.get('amount')) : s.amount_total - taken;
      if (taken >= s.amount_total) return error(400, `Charge for ${pi} has already been refunded.`);
      if (!Number.isInteger(amount) || amount <= 0 || amount > s.amount_total - taken) return error(400, 'Refund amount is greater than unrefunded amount on charge');
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) { const mm = /^metadata\[(.+)\]$/.exec(k); if (mm) metadata[mm[1]] = v; }
      const r: TStandInRefund = {
        id: `re_${randomBytes(12).toString('hex')}`, object: 'refund', amount, currency: s.currency, payment_intent: pi!, charge: `ch_${pi!.slice(3)}`,
        status: 'succeeded', metadata, created: Math.floor(Date.now() / 1000),
      };
      refunds.set(r.id, r);
      return { status: 200, json: r };
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server: Server = createServer((req, res) => {
    const pay = /^\/pay\/([A-Za-z0-9_]+)$/.exec((req.url ?? '').split('?')[0]);
    if (pay) {
      const s = sessions.get(pay[1]);
      if (!s) { res.writeHead(404).end(); return; }
      if (req.method === 'POST') {
        standIn.pay(s.id);
        void (standIn.onPaid ? standIn.onPaid(s) : Promise.resolve()).then(() => {
          res.writeHead(303, { location: s.success_url }).end();
        });
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>Stand-in checkout</title><h1>Pay ${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}</h1>`
          + `<form method="post"><button type="submit">Pay now</button></form><a href="${s.cancel_url.replace(/"/g, '&quot;')}">Back</a>`);
      return;
    }
    void api(req).then(({ status, json }) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.url = base;
  return standIn;
}
