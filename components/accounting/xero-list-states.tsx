// The Xero state of each invoice and credit note on the /finance/invoices list: one call per page
// (GET /api/plugins/xero/invoices?ids=…), a badge per row in the booking panel's words and colours
// (xero-badge.tsx). Nothing at all (no column) without a connection and without any document:
// no badge may suggest a sync that cannot happen.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TXeroListStates } from '@/lib/contract/accounting';
import { TONE } from './xero-badge';

type TItem = TXeroListStates['items'][number];

/** The states of the listed invoices; `show` is false when the column should not be drawn. */
export function useXeroListStates(ids: string[]) {
  const q = useQuery({
    queryKey: ['xero', 'list', ids],
    enabled: ids.length > 0,
    retry: false,
    queryFn: ({ signal }) => apiFetch<TXeroListStates>('/api/plugins/xero/invoices', { query: { ids: ids.join(',') }, signal }),
  });
  const byId = new Map((q.data?.items ?? []).map((i) => [i.invoiceId, i]));
  const show = !!q.data && (q.data.connected || q.data.items.some((i) => i.state !== 'none'));
  return { show, byId };
}

export function XeroListBadge({ item }: { item: TItem | undefined }) {
  const t = useTranslations('accounting');
  if (!item) return null;
  const label = t(`state.${item.state}`);
  return (
    <span className="inline-flex flex-col items-start gap-0.5" data-testid="xero-list-state" data-state={item.state}>
      <span className={`rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONE[item.state]}`}>{label}</span>
      {item.waitingFor && <span className="text-xs text-slate-600">{t(`waitingFor.${item.waitingFor}`)}</span>}
      {item.state === 'failed' && item.lastError && <span className="max-w-56 truncate text-xs text-red-800" title={item.lastError}>{t('error', { message: item.lastError })}</span>}
    </span>
  );
}
