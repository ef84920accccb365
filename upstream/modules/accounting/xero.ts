// Xero through its official SDK (xero-node): a custom connection's token (client credentials),
// then the accounting API's Invoices, CreditNotes, Payments and BankTransactions, each create with
// our document's id as Xero's Idempotency-Key, so a repeated send after a lost answer creates
// nothing new. XERO_API_URL is the SDK's base path (accountingApi.basePath); the token comes from
// XERO_IDENTITY_URL: the SDK's own token request is fixed to identity.xero.com (XeroClient
// tokenRequest has no option), so the same documented request (POST /connect/token, Basic client
// id:secret, grant_type=client_credentials) is made here and its token handed to the SDK
// (setTokenSet), in production as in the tests.
import { XeroClient, type Allocation, type BankTransaction, type CreditNote, type Invoice, type Payment } from 'xero-node';
import { upstreamEnv } from '../../env';

export type TXeroConfig = { clientId: string; clientSecret: string; salesAccount: string; bankAccount: string };

/** What Xero answered when it refused or failed: HTTP status (0: not reached) and its words. */
export class XeroCallError extends Error {
  constructor(readonly status: number, message: string) { super(message); }
  /** Xero said no to this document (4xx but 401/429): sending it again unchanged will not help. */
  get refused(): boolean { return this.status >= 400 && this.status < 500 && this.status !== 401 && this.status !== 429; }
}

/** The SDK rejects with a JSON text of { response: { statusCode, body } } (ApiError). */
function callError(err: unknown): XeroCallError {
  if (err instanceof XeroCallError) return err;
  let parsed: { response?: { statusCode?: number; body?: unknown } } | null = null;
  if (typeof err === 'string') { try { parsed = JSON.parse(err); } catch { parsed = null; } }
  const status = parsed?.response?.statusCode ?? 0;
  const body = parsed?.response?.body as { Elements?: { ValidationErrors?: { Message?: string }[] }[]; Message?: string; Detail?: string; Title?: string } | string | undefined;
  const words = typeof body === 'string' ? body
    : body?.Elements?.flatMap((e) => e.ValidationErrors ?? []).map((v) => v.Message).filter(Boolean).join('; ') || body?.Detail || body?.Message || body?.Title;
  return new XeroCallError(status, `Xero ${status || 'not reached'}: ${words || (err instanceof Error ? err.message : 'no answer')}`.slice(0, 1000));
}

async function token(cfg: TXeroConfig): Promise<string> {
  let res: Response;
  try {
    res = await fetch(new URL('/connect/token', upstreamEnv.XERO_IDENTITY_URL), {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new XeroCallError(0, `Xero not reached: ${err instanceof Error ? err.message : String(err)}`);
  }
  const body = await res.json().catch(() => ({})) as { access_token?: string; error?: string };
  if (!res.ok || !body.access_token) throw new XeroCallError(res.status === 400 ? 401 : res.status, `Xero ${res.status}: the connection was refused (${body.error ?? 'no token'}); check the client id and secret on /plugins`);
  return body.access_token;
}

/** A Xero session for one connection: the SDK with its token and base path. Custom connections
 *  have one organisation; the tenant header is left empty (Xero's documented rule for them). */
export async function xeroSession(cfg: TXeroConfig) {
  const xero = new XeroClient({ clientId: cfg.clientId, clientSecret: cfg.clientSecret, grantType: 'client_credentials' });
  xero.setTokenSet({ access_token: await token(cfg), token_type: 'Bearer', expires_in: 1800 });
  xero.accountingApi.basePath = upstreamEnv.XERO_API_URL;
  const api = xero.accountingApi;
  const tenant = '';
  const call = async <T>(fn: () => Promise<T>): Promise<T> => { try { return await fn(); } catch (err) { throw callError(err); } };
  return {
    async createInvoice(inv: Invoice, key: string): Promise<Invoice> {
      const r = await call(() => api.createInvoices(tenant, { invoices: [inv] }, true, 2, key));
      return r.body.invoices![0];
    },
    async createCreditNote(cn: CreditNote, key: string): Promise<CreditNote> {
      const r = await call(() => api.createCreditNotes(tenant, { creditNotes: [cn] }, true, 2, key));
      return r.body.creditNotes![0];
    },
    async createPayment(p: Payment, key: string): Promise<Payment> {
      const r = await call(() => api.createPayment(tenant, p, key));
      return r.body.payments![0];
    },
    async createBankTransaction(t: BankTransaction, key: string): Promise<BankTransaction> {
      const r = await call(() => api.createBankTransactions(tenant, { bankTransactions: [t] }, true, 2, key));
      return r.body.bankTransactions![0];
    },
    async getInvoice(id: string): Promise<Invoice | null> {
      try { return (await api.getInvoice(tenant, id)).body.invoices?.[0] ?? null; } catch (err) {
        const e = callError(err);
        if (e.status === 404) return null;
        throw e;
      }
    },
    async getCreditNote(id: string): Promise<CreditNote | null> {
      try { return (await api.getCreditNote(tenant, id)).body.creditNotes?.[0] ?? null; } catch (err) {
        const e = callError(err);
        if (e.status === 404) return null;
        throw e;
      }
    },
    /** PUT CreditNotes/{id}/Allocations: the credit note's credit applied to an invoice. */
    async allocateCreditNote(creditNoteId: string, allocation: Allocation, key: string): Promise<Allocation> {
      const r = await call(() => api.createCreditNoteAllocation(tenant, creditNoteId, { allocations: [allocation] }, true, key));
      return r.body.allocations![0];
    },
    async updateInvoice(id: string, inv: Invoice, key: string): Promise<Invoice> {
      const r = await call(() => api.updateInvoice(tenant, id, { invoices: [inv] }, 2, key));
      return r.body.invoices![0];
    },
    async updateCreditNote(id: string, cn: CreditNote, key: string): Promise<CreditNote> {
      const r = await call(() => api.updateCreditNote(tenant, id, { creditNotes: [cn] }, 2, key));
      return r.body.creditNotes![0];
    },
  };
}

export type TXeroSession = Awaited<ReturnType<typeof xeroSession>>;

/** Minor units as Xero's decimal amount (the currency's own number of decimals). */
export function xeroAmount(minor: number, currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return Number((minor / 10 ** digits).toFixed(digits));
}
