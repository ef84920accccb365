// /bank/cashflow: per bank account, the balance at the start of the range, then money in, out,
// net and the closing balance per day, week or month (GET /api/banks/cashflow).
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Card, EmptyState, ErrorState, Field, ScrollX, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { CASHFLOW_GROUPS, type TCashflow } from '@/lib/contract/reports';
import { formatDate, formatMoney } from '@/lib/format';
import { RangeControls, rangeAround, type TRange } from './range-controls';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function CashflowScreen() {
  const t = useTranslations('reports');
  const tr = useTranslations('routes');
  const locale = contentLanguage(useLocale());
  const [range, setRange] = useState<TRange>(() => rangeAround(365));
  const [groupBy, setGroupBy] = useState<TCashflow['groupBy']>('month');
  const flow = useQuery({
    queryKey: ['reports', 'cashflow', range, groupBy],
    queryFn: ({ signal }) => apiFetch<TCashflow>('/api/banks/cashflow', { query: { ...range, groupBy }, signal }),
    enabled: range.to >= range.from,
  });
  const periodLabel = (p: string) => (groupBy === 'month' ? formatDate(p, 'monthYear') : formatDate(p));
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr('bankCashflow')}</h1>
      <RangeControls range={range} onChange={setRange}>
        <Field label={t('groupBy')} className="w-40">
          {(c) => <Select {...c} value={groupBy} onChange={(e) => setGroupBy(e.target.value as TCashflow['groupBy'])}
            options={CASHFLOW_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))} />}
        </Field>
      </RangeControls>
      {flow.isPending ? (
        <div className="flex justify-center p-10"><Spinner size="lg" label={t('loading')} /></div>
      ) : flow.isError ? (
        <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => flow.refetch()}>{t('retry')}</Button>} />
      ) : flow.data.banks.length === 0 ? (
        <EmptyState title={t('noBanks')} />
      ) : flow.data.banks.map((b) => {
        const money = (v: number) => formatMoney(v, b.bank.currency, locale);
        return (
          <Card key={b.bank.id} title={b.bank.name} description={`${t('opening')}: ${money(b.opening)} · ${t('closing')}: ${money(b.closing)}`} data-testid="cashflow-bank">
            {b.periods.length === 0 ? <p className="text-sm text-slate-600">{t('noEntries')}</p> : (
              <ScrollX label={b.bank.name}>
                <table className="w-full text-sm">
                  <thead className="text-left text-slate-600">
                    <tr><th className="p-2">{t('period')}</th><th className="p-2 text-right">{t('incoming')}</th><th className="p-2 text-right">{t('outgoing')}</th><th className="p-2 text-right">{t('net')}</th><th className="p-2 text-right">{t('balance')}</th></tr>
                  </thead>
                  <tbody>
                    {b.periods.map((p) => (
                      <tr key={p.period} className="border-t border-slate-100 tabular-nums">
                        <td className="p-2 whitespace-nowrap">{periodLabel(p.period)}</td>
                        <td className="p-2 text-right text-emerald-800">{money(p.incoming)}</td>
                        <td className="p-2 text-right text-red-800">{money(p.outgoing)}</td>
                        <td className="p-2 text-right">{money(p.net)}</td>
                        <td className="p-2 text-right font-medium">{money(p.closing)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollX>
            )}
          </Card>
        );
      })}
    </div>
  );
}
