// /widget-admin/stats: per widget and day, views, searches, started and completed bookings,
// revenue and conversion (GET /api/widget/{id}/stats; recorded by the widget page without cookies
// or personal data, docs/decisions/widget-and-payment.md). The period defaults to the last 30
// days (the upstream's clock decides which those are).
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, EmptyState, ErrorState, Input, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer } from '@/lib/contract/listing';
import type { TWidgetStats } from '@/lib/contract/widget';
import { formatDate, formatMoney } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TWidget = { id: string; name: string; slug: string | null; isActive: boolean };
type TRow = Omit<TWidgetStats['days'][number], 'day'>;

export function WidgetStatsScreen() {
  const t = useTranslations('widgetStats');
  const tr = useTranslations('routes');
  const tp = useTranslations('reports');
  const locale = contentLanguage(useLocale());
  const [chosen, setChosen] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const widgets = useQuery({
    queryKey: ['reports', 'widgets'],
    queryFn: ({ signal }) => apiFetch<TListAnswer<TWidget>>('/api/widget', { query: { size: 0, sort: 'name', order: 1 }, signal }),
  });
  const id = chosen || widgets.data?.data[0]?.id || '';
  const stats = useQuery({
    queryKey: ['reports', 'widget-stats', id, from, to],
    enabled: id !== '',
    queryFn: ({ signal }) => apiFetch<TWidgetStats>(`/api/widget/${id}/stats`, { query: { ...(from ? { from } : {}), ...(to ? { to } : {}) }, signal }),
  });
  const money = (r: Record<string, number>) => Object.entries(r).map(([c, v]) => formatMoney(v, c, locale)).join(' · ') || '–';
  const pct = (v: number) => `${(v * 100).toLocaleString(locale, { maximumFractionDigits: 1 })} %`;
  const cells = (r: TRow) => [r.views, r.searches, r.started, r.completed].map((v, i) => <td key={i} className="p-2 text-right tabular-nums">{v}</td>);

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr('widgetAdminStats')}</h1>
      <p className="text-sm text-slate-600">{t('privacy')}</p>
      {widgets.isPending ? <div className="flex justify-center p-10"><Spinner size="lg" label={tp('loading')} /></div> : widgets.isError ? (
        <ErrorState title={tp('loadFailed')} action={<Button variant="secondary" onClick={() => widgets.refetch()}>{tp('retry')}</Button>} />
      ) : widgets.data.data.length === 0 ? <EmptyState title={tp('noWidgets')} /> : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <label className="space-y-1 text-sm"><span className="block font-medium">{t('choose')}</span>
              <Select value={id} onChange={(e) => setChosen(e.target.value)} options={widgets.data.data.map((w) => ({ value: w.id, label: w.name }))} data-testid="stats-widget" />
            </label>
            <label className="space-y-1 text-sm"><span className="block font-medium">{t('from')}</span><Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} /></label>
            <label className="space-y-1 text-sm"><span className="block font-medium">{t('to')}</span><Input type="date" value={to} onChange={(e) => setTo(e.target.value)} /></label>
          </div>
          {stats.isPending ? <div className="flex justify-center p-10"><Spinner size="lg" label={tp('loading')} /></div> : stats.isError ? (
            <ErrorState title={tp('loadFailed')} action={<Button variant="secondary" onClick={() => stats.refetch()}>{tp('retry')}</Button>} />
          ) : stats.data.days.length === 0 ? <EmptyState title={t('noData')} /> : (
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="w-full text-sm" data-testid="widget-stats">
                <thead className="bg-slate-50 text-left text-slate-600">
                  <tr>{(['day', 'views', 'searches', 'started', 'completed', 'revenue', 'conversion'] as const).map((k) => <th key={k} className={`p-2 ${k === 'day' ? '' : 'text-right'}`}>{t(k)}</th>)}</tr>
                </thead>
                <tbody>
                  {stats.data.days.map((d) => (
                    <tr key={d.day} className="border-t border-slate-100">
                      <td className="p-2">{formatDate(d.day)}</td>{cells(d)}
                      <td className="p-2 text-right tabular-nums">{money(d.revenue)}</td><td className="p-2 text-right tabular-nums">{pct(d.conversion)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t-2 border-slate-200 font-semibold">
                  <tr>
                    <td className="p-2">{t('total')}</td>{cells(stats.data.totals)}
                    <td className="p-2 text-right tabular-nums">{money(stats.data.totals.revenue)}</td><td className="p-2 text-right tabular-nums">{pct(stats.data.totals.conversion)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
