// GET {base}/listCSV: every matching row as CSV (UTF-8 with a byte-order mark so spreadsheet
// programs detect the encoding, a header row of field names). Text cells that a spreadsheet would
// run as a formula (starting with =, +, -, @, tab or carriage return) are prefixed with a
// single quote (OWASP CSV injection). Numbers stay numbers.
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function toCsv(columns: string[], records: Record<string, unknown>[]): string {
  const rows = records.map((r) => columns.map((c) => neutraliseCell(r[c])));
  return `\uFEFF${stringify([columns, ...rows], { cast: { boolean: (b) => (b ? 'true' : 'false') } })}`;
}
