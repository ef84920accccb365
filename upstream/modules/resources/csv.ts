// GET {base}/listCSV: every matching row as CSV (UTF-8 with a byte-order mark so spreadsheet
// programs detect the encoding, a header row of field names). Text cells that a spreadsheet would
// run as a formula (starting with =, +, -, @, tab or carriage return) are prefixed with a
// single quote (OWASP CSV injection). Numbers stay numbers.
import { csvRows } from '../../../lib/validation/csv-writer';
import { neutraliseCell } from '../../../lib/validation/csv-cell';

export { neutraliseCell };

/** The records' lines, the columns in this order (the one CSV writer, lib/validation/csv-writer.ts). */
export function csvLines(columns: string[], records: Record<string, unknown>[]): string {
  return csvRows(records.map((r) => columns.map((c) => r[c])));
}

/** The whole document: byte-order mark, header row, then the records' lines chunk by chunk. */
export function csvStream(columns: string[], first: Record<string, unknown>[], rest: AsyncIterator<Record<string, unknown>[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pending: string | null = `\uFEFF${csvRows([columns])}${csvLines(columns, first)}`;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pending !== null) {
        controller.enqueue(encoder.encode(pending));
        pending = null;
        return;
      }
      const next = await rest.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLines(columns, next.value)));
    },
    async cancel() {
      await rest.return?.(undefined);
    },
  });
}
