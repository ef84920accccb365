// CSV of the booking list's current view: every matching booking (not only the page), the
// columns the list shows, as the list shows them (names, formatted dates and amounts).
'use client';
import { downloadText } from '@/components/resources/list/export-csv';
import { csvDocument } from '@/lib/validation/csv-writer';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer } from '@/lib/contract/listing';
import type { TBookingColumn, TBookingListRow } from './columns';

const PAGE = 1000;

export async function exportBookingsCsv(query: Record<string, string | number>, columns: TBookingColumn[], ctx: Parameters<TBookingColumn['text']>[1], header: (key: string) => string): Promise<void> {
  const rows: TBookingListRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiFetch<TListAnswer<TBookingListRow>>('/api/bookings', { query: { ...query, page, size: PAGE } });
    rows.push(...answer.data);
    if (answer.data.length < PAGE || rows.length >= answer.total) break;
  }
  // The one CSV writer (lib/validation/csv-writer.ts): a guest's name that starts a formula stays text.
  downloadText(csvDocument(columns.map((c) => header(c.label)), rows.map((r) => columns.map((c) => c.text(r, ctx)))), 'bookings.csv');
}
