// A bank's CSV export with the column mapping saved on the bank (lib/contract/banks.ts
// ZCsvMapping). German exports put a few lines about the account above the table, separate with
// ';', write 1.234,56 and 31.12.2026 and come in Latin-1: the header row is the first row that
// names the mapping's date column, every row below it is an entry (empty rows and a closing
// balance row without a date are left out). One bad row refuses the whole file.
import { parse } from 'csv-parse/sync';
import type { TCsvMapping } from '../../../lib/contract/banks';
import { cleanText, decodeBytes, isoDay, minorUnits, unreadable, type TStatement, type TStatementEntry } from './statement';

const norm = (s: string) => s.replace(/^\ufeff/, '').trim().toLowerCase();

export function parseCsvStatement(bytes: Uint8Array, mapping: TCsvMapping, currency: string): TStatement {
  const text = decodeBytes(bytes, mapping.encoding);
  let rows: string[][];
  let lines: number[];
  try {
    // With info, each record comes with the line it started on (csv-parse's typings do not say so).
    const parsed = parse(text, { delimiter: mapping.delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true, trim: true, info: true }) as unknown as { record: string[]; info: { lines: number } }[];
    rows = parsed.map((p) => p.record);
    lines = parsed.map((p) => p.info.lines);
  } catch (e) {
    throw unreadable('file', `not a CSV file with "${mapping.delimiter}" (${(e as Error).message.slice(0, 200)})`);
  }
  const want = norm(mapping.columns.date);
  const headerAt = rows.slice(0, 40).findIndex((r) => r.some((cell) => norm(cell) === want));
  if (headerAt < 0) throw unreadable('header', `no row names the date column "${mapping.columns.date}"`);
  const header = rows[headerAt].map(norm);
  const col = (name: string | undefined, required = false): number => {
    if (!name) return -1;
    const i = header.indexOf(norm(name));
    if (i < 0 && required) throw unreadable('header', `no column "${name}"`);
    return i;
  };
  const c = mapping.columns;
  const at = {
    date: col(c.date, true), amount: col(c.amount, !!c.amount), credit: col(c.credit, !!c.credit), debit: col(c.debit, !!c.debit),
    purpose: c.purpose.map((p) => col(p, true)), counterparty: col(c.counterparty, !!c.counterparty), iban: col(c.iban, !!c.iban),
    reference: col(c.reference, !!c.reference), currency: col(c.currency, !!c.currency),
  };
  const cell = (r: string[], i: number) => (i >= 0 ? (r[i] ?? '').trim() : '');
  const entries: TStatementEntry[] = [];
  rows.slice(headerAt + 1).forEach((r, n) => {
    const line = `line ${lines[headerAt + 1 + n]}`;
    if (r.every((x) => !x.trim())) return;
    const dateText = cell(r, at.date);
    if (!dateText) return; // a closing-balance or sum row
    const date = isoDay(dateText, mapping.dateFormat);
    if (!date) throw unreadable(line, `"${dateText}" is not a date of the form ${mapping.dateFormat}`);
    let amount: number | null;
    if (at.amount >= 0) amount = minorUnits(cell(r, at.amount), mapping.decimal);
    else {
      const credit = cell(r, at.credit) ? minorUnits(cell(r, at.credit), mapping.decimal) : 0;
      const debit = cell(r, at.debit) ? minorUnits(cell(r, at.debit), mapping.decimal) : 0;
      amount = credit === null || debit === null ? null : credit - Math.abs(debit);
    }
    if (amount === null || amount === 0) throw unreadable(line, `no amount (read with the decimal mark "${mapping.decimal}")`);
    const cur = cell(r, at.currency).toUpperCase();
    if (cur && !/^[A-Z]{3}$/.test(cur)) throw unreadable(line, `"${cur}" is not a currency`);
    const purpose = cleanText(at.purpose.map((i) => cell(r, i)).filter(Boolean).join(' '), 500);
    entries.push({
      date, amount, currency: cur || currency, purpose: purpose || '-',
      counterparty: cleanText(cell(r, at.counterparty), 200) || null,
      iban: cell(r, at.iban).replace(/\s+/g, '').toUpperCase().slice(0, 34) || null,
      reference: cleanText(cell(r, at.reference), 200) || null,
    });
  });
  return { format: 'csv', iban: null, entries };
}
