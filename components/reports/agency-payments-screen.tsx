// /agency/payments: the payments on an agency's bookings in a date range with totals per currency
// (GET /api/bookings/agency/payments/{agency}) and the agency's statement (its bookings with
// commission, net, paid and open, and its credits: agency-statement.tsx). Staff (agencies.read)
// choose the agency; an agency user sees their own.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { useNamedList } from '@/components/bookings/queries';
import { Button, Card, EmptyState, ErrorState, Field, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TAgencyPayments } from '@/lib/contract/reports';
import { formatDate, formatMoney } from '@/lib/format';
import { AgencyStatement } from './agency-statement';
import { RangeControls, rangeAround, type TRange } from './range-controls';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function AgencyPaymentsScreen({ ownAgency, mayChoose }: { ownAgency: string | null; mayChoose: boolean }) {
  const t = useTranslations('reports');
  const tr = useTranslations('routes');
  const te = useTranslations('enums');
  const locale = contentLanguage(useLocale());
  const agencies = useNamedList('/api/agencies', undefined, mayChoose);
  const [picked, setPicked] = useState<string | null>(null);
  const agency = picked ?? ownAgency ?? agencies.data?.[0]?.id ?? null;
  const [range, setRange] = useState<TRange>(() => rangeAround(90));
  const report = useQuery({
    queryKey: ['reports', 'agencyPayments', agency, range],
    queryFn: ({ signal }) => apiFetch<TAgencyPayments>(`/api/bookings/agency/payments/${encodeURIComponent(agency!)}`, { query: range, signal }),
    enabled: agency !== null && range.to >= range.from,
  });
  const money = (v: number, c: string) => formatMoney(v, c, locale);
  const label = (key: string) => (te.has(key) ? te(key) : key);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr('agencyPayments')}</h1>
      <RangeControls range={range} onChange={setRange}>
        {mayChoose && (
          <Field label={t('agency')} className="w-64">
            {(c) => (
              <Select {...c} value={agency ?? ''} onChange={(e) => setPicked(e.target.value)}
                options={(agencies.data ?? []).map((a) => ({ value: a.id, label: a.name }))} />
            )}
          </Field>
        )}
      </RangeControls>
      {agency === null ? (
        agencies.isPending && mayChoose ? <Spinner label={t('loading')} /> : <EmptyState title={t('noAgency')} />
      ) : report.isPending ? (
        <div className="flex justify-center p-10"><Spinner size="lg" label={t('loading')} /></div>
      ) : report.isError ? (
        <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => report.refetch()}>{t('retry')}</Button>} />
      ) : (
        <>
          <AgencyStatement report={report.data} />
          <h2 className="text-lg font-semibold text-slate-900">{t('paymentsTitle')}</h2>
          <div className="grid gap-3 sm:grid-cols-3" data-testid="agency-totals">
            {report.data.totals.length === 0 ? null : report.data.totals.map((x) => (
              <Card key={x.currency} title={x.currency} as="h2">
                <dl className="grid grid-cols-[1fr_auto] gap-1 text-sm">
                  <dt className="text-slate-600">{t('paid')}</dt><dd className="text-right tabular-nums">{money(x.paid, x.currency)}</dd>
                  <dt className="text-slate-600">{t('pending')}</dt><dd className="text-right tabular-nums">{money(x.pending, x.currency)}</dd>
                </dl>
              </Card>
            ))}
          </div>
          {report.data.payments.length === 0 ? <EmptyState title={t('noPayments', { agency: report.data.agency.name })} /> : (
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('paymentsOf', { agency: report.data.agency.name })}</caption>
                <thead className="bg-slate-50 text-left text-slate-600">
                  <tr><th className="p-2">{t('date')}</th><th className="p-2">{t('booking')}</th><th className="p-2">{t('reference')}</th><th className="p-2">{t('method')}</th><th className="p-2">{t('status')}</th><th className="p-2 text-right">{t('amount')}</th></tr>
                </thead>
                <tbody>
                  {report.data.payments.map((p) => (
                    <tr key={p.id} className="border-t border-slate-100">
                      <td className="p-2 whitespace-nowrap tabular-nums">{formatDate(p.paidAt ?? p.createdAt)}</td>
                      <td className="p-2"><Link className="text-sky-800 underline" href={`/booking/${p.booking.id}`}>{p.booking.bookingNo ?? p.booking.title ?? t('booking')}</Link>{p.booking.bookingNo && p.booking.title ? <span className="block text-xs text-slate-500">{p.booking.title}</span> : null}</td>
                      <td className="p-2">{p.reference}</td>
                      <td className="p-2">{label(p.method)}</td>
                      <td className="p-2">{label(p.status)}</td>
                      <td className="p-2 text-right tabular-nums whitespace-nowrap">{money(p.amount, p.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
