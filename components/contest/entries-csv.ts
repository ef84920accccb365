// A contest's entries as a CSV file (the shared CSV writer of the list screens, export-csv.ts):
// name, e-mail and the time of entry as ISO instants, so a spreadsheet sorts them.
'use client';
import { csvText, downloadText } from '@/components/resources/list/export-csv';
import type { TContestEntry } from '@/lib/contract/loyalty';

export function downloadEntriesCsv({ entries, t, fileName }: { entries: readonly TContestEntry[]; t: (key: string) => string; fileName: string }): void {
  const header = [t('name'), t('email'), t('enteredAt')];
  downloadText(csvText(header, entries.map((e) => [e.fullName, e.email ?? '', e.subscribedAt])), fileName);
}
