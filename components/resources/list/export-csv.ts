// "Export CSV" of a list screen: every row of the current query (not just the page), with the
// screen's columns under their headers and each cell as the list shows it: names for referenced
// records, translated yes/no and enum values, formatted dates; no ids, no JSON. Built in the
// browser from the generic list call, so it is exactly the list's view.
'use client';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer, TListQueryInput } from '@/lib/contract/listing';
import type { TResource } from '@/lib/contract/resources';
import { fieldLabel, recordOf, type TScreen } from '@/lib/resources/screens';
import { csvDocument } from '@/lib/validation/csv-writer';
import { fetchLabels } from '../form/ref-data';
import { columnKind, columnRefs, plainCell } from './cells';
import { apiListParams } from './list-url';

type TRow = Record<string, unknown> & { id: string };
type TTranslate = { (key: string): string; has: (key: string) => boolean };

/** The CSV text (with a byte-order mark for spreadsheet programs) of the list's current view. */
export async function listCsv(o: { screen: TScreen; resource: TResource; query: TListQueryInput; t: TTranslate; locale: string }): Promise<string> {
  const { screen, resource, t, locale } = o;
  const answer = await apiFetch<TListAnswer<TRow>>(resource.base, { query: { ...apiListParams(o.query), page: 1, size: 0 } });
  const rows = answer.data.map((r) => recordOf(screen, r));
  const labels = new Map<string, Record<string, string>>();
  await Promise.all(columnRefs(resource, screen.columns).map(async ({ column, target }) => {
    const ids = [...new Set(rows.flatMap((r) => (Array.isArray(r[column]) ? (r[column] as unknown[]).map(String) : r[column] ? [String(r[column])] : [])))];
    labels.set(column, ids.length ? await fetchLabels(target, ids, locale) : {});
  }));
  const header = screen.columns.map((c) => t(fieldLabel(c)));
  const body = rows.map((row) => screen.columns.map((c) => {
    const kind = columnKind(resource, c);
    return plainCell(kind, row[c.field], { t, locale, label: (v) => labels.get(c.field)?.[v] ?? v, unset: resource.fields[c.field]?.unset });
  }));
  return csvText(header, body);
}

/** A CSV document of shown texts: byte-order mark (spreadsheet programs detect UTF-8), the header
 *  row, and each cell neutralised against formulas (OWASP CSV injection). */
export const csvText = csvDocument;

/** Saves a text as a file through a temporary link. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
