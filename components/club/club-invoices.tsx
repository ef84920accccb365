// The member's invoices and credit notes (GET /api/club/invoices), each with its PDF
// (GET /api/invoices/{id}/pdf, the same own-bookings rule).
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Card } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { formatDate, formatMoney } from '@/lib/format';
import { QueryView } from './query-view';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TInvoices = { items: { id: string; number: string; kind: string; bookingNo: string | null; issueDate: string; total: number; currency: string }[] };

export function ClubInvoices() {
  const t = useTranslations('club');
  const locale = contentLanguage(useLocale());
  const q = useQuery({ queryKey: ['club', 'invoices'], queryFn: ({ signal }) => apiFetch<TInvoices>('/api/club/invoices', { signal }) });
  return (
    <QueryView query={q} empty={(d) => d.items.length === 0}>
      {(d) => (
        <Card title={t('invoicesTitle')}>
          <ul className="divide-y divide-slate-100" data-testid="club-invoices">
            {d.items.map((i) => (
              <li key={i.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm tabular-nums">
                <span>
                  <a className="font-medium text-sky-800 underline" href={`/api/invoices/${i.id}/pdf`} target="_blank" rel="noopener">{i.number}</a>
                  <span className="ml-2 text-slate-600">{t(i.kind === 'credit_note' ? 'creditNote' : 'invoice')} · {i.bookingNo ?? '–'}</span>
                </span>
                <span>{formatDate(i.issueDate)} · <span className="font-medium">{formatMoney(i.total, i.currency, locale)}</span></span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </QueryView>
  );
}
