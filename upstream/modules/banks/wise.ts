// POST /api/banks/wise/collect/{id}: a Wise account's statement read through Wise's HTTP API
// (GET /v1/profiles/{profile}/balance-statements/{balance}/statement.json, COMPACT, the API token
// as Bearer) from WISE_API_URL (tests: a local stand-in, no network), then stored like an import:
// all or nothing, each transaction identified by Wise's reference number, so collecting the same
// days twice adds nothing. Wise asks business accounts for strong customer authentication on this
// endpoint: wise-sca.ts signs its one-time token with the operator's key (docs/decisions/banks.md).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banks } from '../../db/schema';
import { upstreamEnv } from '../../env';
import { errors } from '../../http/errors';
import { openSecret } from '../../secrets/secret-box';
import { storeStatement } from './import-statement';
import { cleanText, minorUnits, type TStatementEntry } from './statement';
import { wiseGet } from './wise-sca';

type TWiseTransaction = {
  type?: string; date?: string; referenceNumber?: string;
  amount?: { value?: number | string; currency?: string };
  details?: { description?: string; paymentReference?: string; senderName?: string; recipient?: { name?: string }; merchant?: { name?: string } };
};

function toEntry(t: TWiseTransaction, n: number): TStatementEntry {
  const amount = minorUnits(String(t.amount?.value ?? ''), '.');
  const date = String(t.date ?? '').slice(0, 10);
  if (amount === null || amount === 0 || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^[A-Z]{3}$/.test(t.amount?.currency ?? '')) {
    throw errors.badGateway('BANK_PROVIDER_ERROR', `Wise sent transaction ${n + 1} without a date, an amount or a currency.`);
  }
  const d = t.details ?? {};
  return {
    date, amount, currency: t.amount!.currency!, purpose: cleanText(d.paymentReference || d.description || t.type || '-', 500),
    counterparty: cleanText(d.senderName || d.recipient?.name || d.merchant?.name || '', 200) || null, iban: null,
    reference: t.referenceNumber ? cleanText(t.referenceNumber, 200) : null,
  };
}

export async function collectWise(db: Db, bankId: string, from: string, to: string) {
  const [bank] = await db.select().from(banks).where(eq(banks.id, bankId));
  if (!bank) throw errors.notFound('Bank not found');
  if (!bank.wiseProfileId || !bank.wiseBalanceId || !bank.wiseToken) {
    throw errors.unprocessable('BANK_WISE_NOT_SET_UP', `The bank "${bank.name}" has no Wise profile id, balance id and API token.`);
  }
  const currency = bank.currency ?? 'EUR';
  const url = new URL(`/v1/profiles/${encodeURIComponent(bank.wiseProfileId)}/balance-statements/${encodeURIComponent(bank.wiseBalanceId)}/statement.json`, upstreamEnv.WISE_API_URL);
  url.search = new URLSearchParams({ currency, intervalStart: `${from}T00:00:00.000Z`, intervalEnd: `${to}T23:59:59.999Z`, type: 'COMPACT' }).toString();
  const res = await wiseGet(url, openSecret(bank.wiseToken));
  if (!res.ok) throw errors.badGateway('BANK_PROVIDER_ERROR', `Wise answered ${res.status}.`);
  const body = await res.json().catch(() => null) as { transactions?: TWiseTransaction[] } | null;
  if (!body || !Array.isArray(body.transactions)) throw errors.badGateway('BANK_PROVIDER_ERROR', 'Wise sent no list of transactions.');
  const entries = body.transactions.map(toEntry).filter((e) => e.currency === currency);
  const { inserted, suggested } = await storeStatement(db, bankId, entries, 'wise', null);
  return { format: 'wise' as const, read: entries.length, imported: inserted, skipped: entries.length - inserted, suggested };
}
