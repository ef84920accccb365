// A local stand-in of Xero's documented HTTP API for the calls the product makes through the
// official xero-node SDK: the identity server's token endpoint of a custom connection
// (POST /connect/token, Basic client id:secret, grant_type=client_credentials) and the accounting
// API under /api.xro/2.0: Invoices (PUT create, POST update/void, GET one), CreditNotes (PUT, POST),
// Payments (POST, against an invoice or a credit note), CreditNotes/{id}/Allocations (PUT: a credit
// note's credit applied to an invoice; not more than the credit note's RemainingCredit nor the
// invoice's AmountDue, both AUTHORISED, as Xero checks), BankTransactions (PUT, a SPEND refund) and
// Contacts (GET). It checks the bearer token, keeps Xero's Idempotency-Key rule (the same key again
// answers the first answer and creates nothing), refuses what Xero refuses (a duplicate invoice
// number, a payment beyond what is due, voiding a document with payments) with Xero's
// ValidationException shape, and can be told to fail the next calls (500) to test retries.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

type TDoc = Record<string, unknown> & {
  Status: string; Total: number; AmountDue: number; AmountPaid: number; AmountCredited: number;
  Payments: { PaymentID: string; Amount: number }[]; Allocations: { AllocationID: string; Amount: number; Date: string }[];
};
export type TXeroCall = { method: string; path: string; key: string | null; body: unknown };

export type TXeroStandIn = {
  url: string;
  /** XERO_API_URL for the SDK. */
  apiUrl: string;
  invoices: Map<string, TDoc>;
  creditNotes: Map<string, TDoc>;
  payments: Map<string, Record<string, unknown>>;
  bankTransactions: Map<string, Record<string, unknown>>;
  allocations: Map<string, Record<string, unknown>>;
  calls: TXeroCall[];
  /** Calls of the accounting API that created something (not idempotent replays). */
  creates: TXeroCall[];
  /** The next n accounting calls (only those whose path matches `path`, when given) answer 500. */
  failNext(n: number, path?: RegExp): void;
  close(): Promise<void>;
};

const readBody = (req: IncomingMessage) => new Promise<string>((resolve) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
});

class XeroRefusal extends Error {}
const refusal = (message: string) => ({ ErrorNumber: 10, Type: 'ValidationException', Message: 'A validation exception occurred', Elements: [{ ValidationErrors: [{ Message: message }] }] });
const round2 = (n: number) => Math.round(n * 100) / 100 || 0;

export async function startXeroStandIn(clients: Record<string, string>, port = 0): Promise<TXeroStandIn> {
  const tokens = new Set<string>();
  const replies = new Map<string, { status: number; body: unknown }>();
  let failing = 0;
  let failingPath: RegExp | undefined;
  const s: Omit<TXeroStandIn, 'url' | 'apiUrl' | 'close' | 'failNext'> = {
    invoices: new Map(), creditNotes: new Map(), payments: new Map(), bankTransactions: new Map(), allocations: new Map(), calls: [], creates: [],
  };

  const total = (d: Record<string, unknown>) => round2(((d.LineItems ?? []) as { LineAmount?: number; TaxAmount?: number }[])
    .reduce((sum, l) => sum + (l.LineAmount ?? 0) + (d.LineAmountTypes === 'Inclusive' ? 0 : (l.TaxAmount ?? 0)), 0));

  /** Xero's figures after a change: what is due (for a credit note also its RemainingCredit). */
  function settle(kind: 'invoice' | 'creditNote', doc: TDoc) {
    doc.AmountDue = round2(doc.Total - doc.AmountPaid - doc.AmountCredited);
    if (kind === 'creditNote') doc.RemainingCredit = doc.AmountDue;
    if (doc.AmountDue <= 0 && doc.Status === 'AUTHORISED') doc.Status = 'PAID';
  }

  function document(kind: 'invoice' | 'creditNote', input: Record<string, unknown>): TDoc {
    const store = kind === 'invoice' ? s.invoices : s.creditNotes;
    const numberKey = kind === 'invoice' ? 'InvoiceNumber' : 'CreditNoteNumber';
    if (!(input.Contact as { Name?: string } | undefined)?.Name && !(input.Contact as { ContactID?: string } | undefined)?.ContactID) throw new XeroRefusal('A Contact must be specified for this type of transaction');
    if (![...store.values()].every((d) => d[numberKey] !== input[numberKey])) throw new XeroRefusal(`${kind === 'invoice' ? 'Invoice' : 'Credit Note'} # must be unique.`);
    const t = total(input);
    const id = randomUUID();
    const doc: TDoc = { ...input, [kind === 'invoice' ? 'InvoiceID' : 'CreditNoteID']: id, Status: (input.Status as string) ?? 'DRAFT', Total: t, AmountDue: t, AmountPaid: 0, AmountCredited: 0, Payments: [], Allocations: [] };
    settle(kind, doc);
    store.set(id, doc);
    return doc;
  }

  function update(kind: 'invoice' | 'creditNote', id: string, input: Record<string, unknown>): TDoc {
    const doc = (kind === 'invoice' ? s.invoices : s.creditNotes).get(id);
    if (!doc) throw new XeroRefusal('Document not found');
    if (input.Status === 'VOIDED') {
      if (doc.Payments.length || doc.Allocations.length) throw new XeroRefusal('This document cannot be voided as it has payments allocated.');
      if (doc.Status === 'PAID') throw new XeroRefusal('Document not of valid status for modification');
    } else if (doc.Status === 'VOIDED' || doc.Status === 'PAID') throw new XeroRefusal('Document not of valid status for modification');
    Object.assign(doc, input);
    if (input.LineItems) { doc.Total = total(doc); settle(kind, doc); }
    return doc;
  }

  function payment(input: Record<string, unknown>): Record<string, unknown> {
    const invId = (input.Invoice as { InvoiceID?: string } | undefined)?.InvoiceID;
    const cnId = (input.CreditNote as { CreditNoteID?: string } | undefined)?.CreditNoteID;
    const doc = invId ? s.invoices.get(invId) : cnId ? s.creditNotes.get(cnId) : undefined;
    if (!doc) throw new XeroRefusal('Payment must be applied to an Invoice or a Credit Note');
    if (doc.Status !== 'AUTHORISED') throw new XeroRefusal('Payments can only be made against Authorised documents');
    if (!(input.Account as { Code?: string } | undefined)?.Code) throw new XeroRefusal('Account code must be specified');
    const amount = Number(input.Amount);
    if (!(amount > 0)) throw new XeroRefusal('Payment amount must be greater than zero');
    if (amount > doc.AmountDue + 0.001) throw new XeroRefusal('Payment amount exceeds the amount outstanding on this document');
    const p = { ...input, PaymentID: randomUUID(), Status: 'AUTHORISED', PaymentType: invId ? 'ACCRECPAYMENT' : 'ARCREDITPAYMENT' };
    doc.Payments.push({ PaymentID: p.PaymentID, Amount: amount });
    doc.AmountPaid = round2(doc.AmountPaid + amount);
    settle(invId ? 'invoice' : 'creditNote', doc);
    s.payments.set(p.PaymentID, p);
    return p;
  }

  function allocation(cnId: string, input: Record<string, unknown>): Record<string, unknown> {
    const cn = s.creditNotes.get(cnId);
    if (!cn) throw new XeroRefusal('Credit note not found');
    const inv = s.invoices.get((input.Invoice as { InvoiceID?: string } | undefined)?.InvoiceID ?? '');
    if (!inv) throw new XeroRefusal('Invoice could not be found');
    if (cn.Status !== 'AUTHORISED') throw new XeroRefusal('Credit note must be authorised to be allocated');
    if (inv.Status !== 'AUTHORISED') throw new XeroRefusal('Invoice must be authorised to be allocated against');
    const amount = Number(input.Amount);
    if (!(amount > 0)) throw new XeroRefusal('Amount must be greater than zero');
    if (amount > cn.AmountDue + 0.001) throw new XeroRefusal('The amount being allocated exceeds the remaining credit on this credit note');
    if (amount > inv.AmountDue + 0.001) throw new XeroRefusal('The amount being allocated exceeds the amount due on this invoice');
    const row = { AllocationID: randomUUID(), Amount: amount, Date: String(input.Date ?? ''), Invoice: { InvoiceID: inv.InvoiceID }, CreditNote: { CreditNoteID: cnId } };
    cn.Allocations.push(row);
    inv.Allocations.push(row);
    cn.AmountCredited = round2(cn.AmountCredited + amount);
    inv.AmountCredited = round2(inv.AmountCredited + amount);
    settle('creditNote', cn);
    settle('invoice', inv);
    s.allocations.set(row.AllocationID, row);
    return row;
  }

  async function api(method: string, path: string, input: Record<string, unknown>): Promise<unknown> {
    const alloc = /^\/CreditNotes\/([^/]+)\/Allocations$/.exec(path);
    if (alloc && method === 'PUT') return { Allocations: ((input.Allocations as Record<string, unknown>[] | undefined) ?? [input]).map((a) => allocation(alloc[1], a)) };
    const m = /^\/(Invoices|CreditNotes|Payments|BankTransactions|Contacts)(?:\/([^/]+))?$/.exec(path);
    if (!m) return null;
    const [, what, id] = m;
    if (what === 'Invoices' || what === 'CreditNotes') {
      const kind = what === 'Invoices' ? 'invoice' : 'creditNote';
      if (method === 'GET' && id) {
        const doc = (kind === 'invoice' ? s.invoices : s.creditNotes).get(id);
        return doc ? { [what]: [doc] } : undefined;
      }
      const list = (input[what] as Record<string, unknown>[] | undefined) ?? [];
      if (method === 'PUT' && !id) return { [what]: list.map((d) => document(kind, d)) };
      if (method === 'POST' && id) return { [what]: list.map((d) => update(kind, id, d)) };
    }
    if (what === 'Payments' && method === 'POST' && !id) {
      const list = (input.Payments as Record<string, unknown>[] | undefined) ?? [input];
      return { Payments: list.map(payment) };
    }
    if (what === 'BankTransactions' && method === 'PUT' && !id) {
      const list = (input.BankTransactions as Record<string, unknown>[] | undefined) ?? [];
      return {
        BankTransactions: list.map((t) => {
          if (t.Type !== 'SPEND' && t.Type !== 'RECEIVE') throw new XeroRefusal('Type must be SPEND or RECEIVE');
          if (!(t.BankAccount as { Code?: string } | undefined)?.Code) throw new XeroRefusal('A bank account must be specified');
          const row = { ...t, BankTransactionID: randomUUID(), Status: 'AUTHORISED', Total: total(t) };
          s.bankTransactions.set(row.BankTransactionID, row);
          return row;
        }),
      };
    }
    if (what === 'Contacts' && method === 'GET') return { Contacts: [] };
    return null;
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const raw = await readBody(req);
    if (req.method === 'POST' && url.pathname === '/connect/token') {
      const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
      const [id, secret] = [basic.slice(0, basic.indexOf(':')), basic.slice(basic.indexOf(':') + 1)];
      const form = new URLSearchParams(raw);
      if (form.get('grant_type') !== 'client_credentials') return send(res, 400, { error: 'unsupported_grant_type' });
      if (!id || clients[id] !== secret) return send(res, 400, { error: 'invalid_client' });
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return send(res, 200, { access_token: token, expires_in: 1800, token_type: 'Bearer', scope: 'accounting.transactions accounting.contacts' });
    }
    if (!url.pathname.startsWith('/api.xro/2.0/')) return send(res, 404, { Message: 'Not found' });
    const path = url.pathname.slice('/api.xro/2.0'.length);
    const key = (req.headers['idempotency-key'] as string | undefined) || null;
    let input: Record<string, unknown> = {};
    try { input = raw ? JSON.parse(raw) as Record<string, unknown> : {}; } catch { return send(res, 400, refusal('Malformed JSON')); }
    const call = { method: req.method ?? 'GET', path, key, body: input };
    s.calls.push(call);
    if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) return send(res, 401, { Title: 'Unauthorized', Status: 401, Detail: 'AuthenticationUnsuccessful' });
    if (failing > 0 && (!failingPath || failingPath.test(path))) { failing -= 1; return send(res, 500, { Title: 'An error occurred', Status: 500, Detail: 'Stand-in told to fail' }); }
    const replayKey = key && `${req.method} ${path} ${key}`;
    const known = replayKey ? replies.get(replayKey) : undefined;
    if (known) return send(res, known.status, known.body);
    let status = 200;
    let body: unknown;
    try {
      body = await api(call.method, path, input);
      if (body === undefined) { status = 404; body = { Title: 'Not Found', Status: 404 }; }
      else if (body === null) { status = 405; body = { Title: 'Not supported by the stand-in', Status: 405 }; }
      else if (call.method !== 'GET') s.creates.push(call);
    } catch (err) {
      if (!(err instanceof XeroRefusal)) throw err;
      status = 400;
      body = refusal(err.message);
    }
    if (replayKey && call.method !== 'GET') replies.set(replayKey, { status, body });
    send(res, status, body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...s, url, apiUrl: `${url}/api.xro/2.0`,
    failNext(n: number, path?: RegExp) { failing = n; failingPath = path; },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
