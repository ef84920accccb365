// A local stand-in of Stripe's HTTP API for the calls the product makes (Checkout Sessions create
// and retrieve), so the official SDK runs unchanged against it (its host/port/protocol options,
// upstream STRIPE_API_URL) and no test needs the network. It checks the secret key like Stripe
// (401 otherwise), answers the same JSON shapes, and lets the test play the guest on the payment
// page: pay(id) or expire(id), and /pay/{id} a tiny page whose button pays and goes to success_url.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export type TStandInSession = {
  id: string; object: 'checkout.session'; mode: 'payment'; status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid'; amount_total: number; currency: string; customer_email: string | null;
  client_reference_id: string | null; metadata: Record<string, string>; success_url: string; cancel_url: string; url: string | null; created: number;
};

export type TStripeStandIn = {
  url: string;
  sessions: Map<string, TStandInSession>;
  /** Requests seen, for asserting what the SDK sent. */
  calls: { method: string; path: string; form: URLSearchParams }[];
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

export async function startStripeStandIn(secretKey: string, port = 0): Promise<TStripeStandIn> {
  const sessions = new Map<string, TStandInSession>();
  const calls: TStripeStandIn['calls'] = [];
  let base = '';
  const error = (status: number, message: string) => ({ status, json: { error: { type: 'invalid_request_error', message } } });
  const get = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    return s;
  };
  const standIn: TStripeStandIn = {
    url: '', sessions, calls,
    pay: (id) => Object.assign(get(id), { status: 'complete', payment_status: 'paid', url: null }),
    expire: (id) => Object.assign(get(id), { status: 'expired', url: null }),
    close: () => new Promise((r) => server.close(() => r())),
  };

  async function api(req: IncomingMessage): Promise<{ status: number; json: unknown }> {
    const path = (req.url ?? '').split('?')[0];
    const form = new URLSearchParams(await body(req));
    calls.push({ method: req.method ?? '', path, form });
    if (req.headers.authorization !== `Bearer ${secretKey}`) return error(401, 'Invalid API Key provided');
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
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
      };
      sessions.set(id, s);
      return { status: 200, json: s };
    }
    const m = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path);
    if (req.method === 'GET' && m) {
      const s = sessions.get(m[1]);
      return s ? { status: 200, json: s } : error(404, `No such checkout.session: '${m[1]}'`);
    }
    return error(404, `Unrecognized request URL (${req.method}: ${path})`);
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
