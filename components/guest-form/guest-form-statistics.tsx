// The figures above the guest-form lists (/customer/guestform, /crm/guestform): how many forms
// are open, answered, copied into the customer, with a switched-off link (GET /api/guestform/statistics).
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client-fetch';

type TStats = { total: number; open: number; submitted: number; synced: number; linkOff: number; withoutBooking: number; answeredPercent: number | null };
const FIGURES = ['total', 'open', 'submitted', 'synced', 'linkOff'] as const;

export function GuestFormStatistics() {
  const t = useTranslations('guestFormStatistics');
  const stats = useQuery({ queryKey: ['guestform-statistics'], queryFn: ({ signal }) => apiFetch<TStats>('/api/guestform/statistics', { signal }), meta: { silent: true } });
  if (!stats.data) return null;
  const s = stats.data;
  return (
    <section aria-label={t('title')} className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-6" data-testid="guest-form-statistics">
      {FIGURES.map((k) => (
        <div key={k} className="rounded-md border border-slate-200 bg-white p-3">
          <div className="text-xs text-slate-600">{t(k)}</div>
          <div className="text-lg font-semibold tabular-nums text-slate-900">{s[k]}</div>
        </div>
      ))}
      <div className="rounded-md border border-slate-200 bg-white p-3">
        <div className="text-xs text-slate-600">{t('answeredPercent')}</div>
        <div className="text-lg font-semibold tabular-nums text-slate-900">{s.answeredPercent === null ? '–' : `${s.answeredPercent} %`}</div>
      </div>
    </section>
  );
}
