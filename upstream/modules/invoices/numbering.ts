// Invoice and credit note numbers: gapless per kind and year. The counter row is taken with an
// upsert that increments it, which locks the row until the issuing transaction ends: a second
// issuer waits, and a rollback gives the number back (no gap). Never a sequence (those leave gaps).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type TInvoiceKind = 'invoice' | 'credit_note';

/** {YYYY}, {YY} and {N...} (zero-padded to the number of N) in a company's number format. */
export function formatInvoiceNumber(format: string, year: number, seq: number): string {
  return format
    .replace(/\{YYYY\}/g, String(year))
    .replace(/\{YY\}/g, String(year).slice(-2))
    .replace(/\{(N+)\}/g, (_, n: string) => String(seq).padStart(n.length, '0'));
}

export async function takeInvoiceSeq(tx: Db, kind: TInvoiceKind, year: number): Promise<number> {
  const res = await tx.execute(sql`
    INSERT INTO invoice_counters (kind, year, value) VALUES (${kind}, ${year}, 1)
    ON CONFLICT (kind, year) DO UPDATE SET value = invoice_counters.value + 1
    RETURNING value`);
  return Number(rowsOf<{ value: number | string }>(res)[0].value);
}
