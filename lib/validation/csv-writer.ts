// The one CSV writer of every export, in the upstream (listCSV, statistics, reports) and in the
// browser (the list screens' and the booking list's "Export CSV", contest entries): each cell
// neutralised against formulas (csv-cell.ts, OWASP CSV injection), booleans as true/false. A CSV
// written any other way is a bug (issue 31: one client export wrote a guest's formula live).
import { stringify } from 'csv-stringify/browser/esm/sync';
import { neutraliseCell } from './csv-cell';

const OPTIONS = { cast: { boolean: (b: boolean) => (b ? 'true' : 'false') } };

/** CSV lines of rows of cells, each cell neutralised. */
export function csvRows(rows: readonly (readonly unknown[])[]): string {
  return stringify(rows.map((r) => r.map(neutraliseCell)), OPTIONS);
}

/** A CSV document: byte-order mark (spreadsheet programs detect UTF-8), header row, the rows. */
export function csvDocument(header: readonly string[], body: readonly (readonly unknown[])[]): string {
  return `\uFEFF${csvRows([header, ...body])}`;
}
