// The booking's payment schedule by its terms of payment (GET /api/terms/calculate/{id}):
// deposit and balance with due day, amount, what is open, and overdue parts marked.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client-fetch';
import { formatDate, formatMoney } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TDueItem = { kind: 'deposit' | 'rest'; dueDate: string; amount: number; paid: number; open: number; overdue: boolean };
type TTermsCalculation = { terms: { id: string; name: string } | null; total: number; paid: number; items: TDueItem[]; hasExceededDueDate: boolean };

export function DueSchedule({ id, version, currency }: { id: string; version: number; currency: string }) {
  const t = useTranslations('bookings.dueSchedule');
  const locale = contentLanguage(useLocale());
  const q = useQuery({
    queryKey: ['bookings', 'terms-calculate', id, version],
    queryFn: ({ signal }) => apiFetch<TTermsCalculation>(`/api/terms/calculate/${id}`, { signal }),
  });
  const money = (v: number) => formatMoney(v, currency, locale);
  return (
    <section aria-labelledby="due-schedule-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="due-schedule">
      <h2 id="due-schedule-title" className="text-base font-semibold text-slate-900">{t('title')}</h2>
      {q.isError && <p role="alert" className="text-sm text-red-700">{t('loadError')}</p>}
      {q.data && (
        <>
          <p className="mb-2 text-sm text-slate-600">{q.data.terms ? t('terms', { name: q.data.terms.name }) : t('noTerms')}</p>
          {q.data.items.length === 0 ? <p className="text-sm text-slate-600">{t('empty')}</p> : (
            <table className="w-full text-sm">
              <thead className="text-left text-slate-500">
                <tr><th scope="col" className="py-1 font-normal">{t('kind')}</th><th scope="col" className="py-1 font-normal">{t('due')}</th>
                  <th scope="col" className="py-1 text-right font-normal">{t('amount')}</th><th scope="col" className="py-1 text-right font-normal">{t('open')}</th></tr>
              </thead>
              <tbody>
                {q.data.items.map((i) => (
                  <tr key={i.kind} className="border-t border-slate-100" data-testid={`due-${i.kind}`}>
                    <td className="py-1.5">{t(i.kind)}</td>
                    <td className="py-1.5">
                      {formatDate(i.dueDate)}
                      {i.overdue && <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">{t('overdue')}</span>}
                      {i.open === 0 && <span className="ml-2 rounded bg-teal-50 px-1.5 py-0.5 text-xs text-teal-800">{t('paid')}</span>}
                    </td>
                    <td className="py-1.5 text-right whitespace-nowrap">{money(i.amount)}</td>
                    <td className="py-1.5 text-right whitespace-nowrap">{money(i.open)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
