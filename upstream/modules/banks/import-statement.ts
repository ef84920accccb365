// POST /api/banks/{bankId}/import/csv: a statement file (CSV with the bank's column mapping, or
// CAMT.053/.054 XML) read whole first, then stored in one transaction. Every entry carries a key
// that identifies it on a second import: the bank's own reference, else a hash of its content
// and how often that same content came before it in the file (two equal card payments of a day
// stay two). The unique index (bank, dedupe_key) and ON CONFLICT DO NOTHING make a second import
// of the same statement add nothing, also when two imports run at once.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TBankImport } from '../../../lib/contract/banks';
import type { Db } from '../../db/client';
import { bankEntries, banks } from '../../db/schema';
import { errors } from '../../http/errors';
import { parseCamt } from './camt';
import { parseCsvStatement } from './csv';
import { unreadable, type TStatement, type TStatementEntry } from './statement';
import { suggestFor } from './suggest';

export function dedupeKeys(entries: TStatementEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((e) => {
    if (e.reference) return `ref:${e.reference}`.slice(0, 200);
    const content = JSON.stringify([e.date, e.amount, e.currency, e.iban, e.counterparty, e.purpose]);
    const n = (seen.get(content) ?? 0) + 1;
    seen.set(content, n);
    return `hash:${createHash('sha256').update(`${content}#${n}`).digest('hex')}`;
  });
}

export async function importStatement(db: Db, bankId: string, body: TBankImport) {
  const [bank] = await db.select().from(banks).where(eq(banks.id, bankId));
  if (!bank) throw errors.notFound('Bank not found');
  const bytes = new Uint8Array(Buffer.from(body.file, 'base64'));
  if (!bytes.length) throw unreadable('file', 'the file is empty');
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200)).replace(/^\ufeff|^ï»¿/, '').trimStart();
  const xml = body.format === 'camt' || (body.format === 'auto' && head.startsWith('<'));
  const mapping = body.mapping ?? bank.csvMapping ?? null;
  if (!xml && !mapping) throw errors.unprocessable('BANK_CSV_MAPPING_MISSING', `The bank "${bank.name}" has no CSV column mapping yet: send one with the file.`);
  const statement: TStatement = xml ? parseCamt(bytes) : parseCsvStatement(bytes, mapping!, bank.currency ?? 'EUR');
  const own = (bank.iban ?? '').replace(/\s+/g, '').toUpperCase();
  if (statement.iban && own && statement.iban.toUpperCase() !== own) {
    throw errors.unprocessable('BANK_FILE_OTHER_ACCOUNT', `The statement is of the account ${statement.iban}, the bank "${bank.name}" is ${own}.`);
  }
  const other = statement.entries.find((e) => e.currency !== (bank.currency ?? 'EUR'));
  if (other) throw unreadable(`entry of ${other.date}`, `currency ${other.currency}, the account's is ${bank.currency}`);
  const source = statement.format === 'csv' ? 'csv' as const : 'camt' as const;
  const { inserted, suggested } = await storeStatement(db, bankId, statement.entries, source, body.saveMapping && body.mapping ? body.mapping : null);
  return { format: statement.format, read: statement.entries.length, imported: inserted, skipped: statement.entries.length - inserted, suggested };
}

/** Stores a statement's entries in one transaction (and the mapping to save); a key already
 *  stored adds nothing. Answers how many are new and how many of them have a likely match. */
export async function storeStatement(db: Db, bankId: string, entries: TStatementEntry[], source: 'csv' | 'camt' | 'wise', mapping: TBankImport['mapping'] | null) {
  const keys = dedupeKeys(entries);
  const inserted = await db.transaction(async (tx) => {
    if (mapping) await tx.update(banks).set({ csvMapping: mapping, updatedAt: new Date() }).where(eq(banks.id, bankId));
    const ids: string[] = [];
    // In chunks: one statement may hold thousands of entries, a statement has a parameter limit.
    for (let i = 0; i < entries.length; i += 500) {
      const rows = entries.slice(i, i + 500).map((e, j) => ({
        bank: bankId, date: e.date, amount: e.amount, currency: e.currency, purpose: e.purpose, counterparty: e.counterparty,
        iban: e.iban, reference: e.reference, status: 'temporary' as const, source, dedupeKey: keys[i + j],
      }));
      const got = await tx.insert(bankEntries).values(rows).onConflictDoNothing().returning({ id: bankEntries.id });
      ids.push(...got.map((g) => g.id));
    }
    return ids;
  });
  let suggested = 0;
  for (const id of inserted.slice(0, 200)) {
    const [first] = await suggestFor(db, id);
    if (first && first.confidence >= 0.8) suggested += 1;
  }
  return { inserted: inserted.length, suggested };
}
