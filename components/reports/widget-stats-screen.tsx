// /widget-admin/stats: the booking widgets with what is known about each (kind, where it is
// embedded, state). Visits and bookings per widget need the widget's tracking call (api-calls
// 7.14 POST /api/widget/t/...), which is not built yet; the screen says so rather than show counts
// that were never recorded.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Button, EmptyState, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer } from '@/lib/contract/listing';

type TWidget = { id: string; name: string; slug: string | null; kind: string; language: string; allowedOrigins: string[]; isActive: boolean };

export function WidgetStatsScreen() {
  const t = useTranslations('reports');
  const tr = useTranslations('routes');
  const te = useTranslations('enums');
  const widgets = useQuery({
    queryKey: ['reports', 'widgets'],
    queryFn: ({ signal }) => apiFetch<TListAnswer<TWidget>>('/api/widget', { query: { size: 0, sort: 'name', order: 1 }, signal }),
  });
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr('widgetAdminStats')}</h1>
      <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="not-yet-available">{t('widgetTrackingLater')}</p>
      {widgets.isPending ? <div className="flex justify-center p-10"><Spinner size="lg" label={t('loading')} /></div> : widgets.isError ? (
        <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => widgets.refetch()}>{t('retry')}</Button>} />
      ) : widgets.data.data.length === 0 ? <EmptyState title={t('noWidgets')} /> : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm" data-testid="widget-stats">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr><th className="p-2">{t('widget')}</th><th className="p-2">{t('kind')}</th><th className="p-2">{t('embeddedOn')}</th><th className="p-2">{t('state')}</th><th className="p-2">{t('address')}</th></tr>
            </thead>
            <tbody>
              {widgets.data.data.map((w) => (
                <tr key={w.id} className="border-t border-slate-100">
                  <td className="p-2"><Link className="text-sky-800 underline" href={`/widget-admin/${w.id}`}>{w.name}</Link></td>
                  <td className="p-2">{te.has(w.kind) ? te(w.kind) : w.kind}</td>
                  <td className="p-2 break-all">{w.allowedOrigins.length ? w.allowedOrigins.join(', ') : t('nowhere')}</td>
                  <td className="p-2">{t(w.isActive ? 'active' : 'inactive')}</td>
                  <td className="p-2 break-all">{w.slug && w.isActive ? <a className="text-sky-800 underline" href={`/widget/${encodeURIComponent(w.slug)}`} target="_blank" rel="noreferrer">/widget/{w.slug}</a> : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
