// /booking/list: bookings with filters for state (incl. 'not resolved'), stay dates, asset, agency,
// source, deleted ones and a search (numbers, names, guests' e-mail and phone); the filters live
// in the URL. The columns (columns.ts) show names, never ids; the export holds the current view.
// A row opens the booking. Agencies get only their own bookings from the upstream, and see no
// agency or source filter. Only lists the role may read are asked for.
'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Checkbox, EmptyState, ErrorState, Input, Select, Spinner, buttonClasses } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer } from '@/lib/contract/listing';
import { BOOKING_STATES } from '@/lib/contract/resources/enums';
import { formFromParams, listQuery, NOT_RESOLVED, paramsFromForm, type TBookingListForm } from '@/lib/bookings/list-filter';
import { bookingKeys, useAssetNames, useBookableAssets, useNamedList } from '../queries';
import { StateBadge } from '../state-badge';
import { columnsFor, type TBookingListRow as TRow } from './columns';
import { exportBookingsCsv } from './export-csv';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function BookingList({ staff, canCreate, canAgencies }: { staff: boolean; canCreate: boolean; canAgencies: boolean }) {
  const t = useTranslations();
  const locale = contentLanguage(useLocale());
  const snackbar = useSnackbar();
  const [exporting, setExporting] = useState(false);
  const columns = columnsFor(staff);
  const cellCtx = { locale, state: (s: string) => t(`bookings.state.${s}`) } as const;
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const form = formFromParams(new URLSearchParams(params.toString()));
  const go = (next: Partial<TBookingListForm>) => {
    const q = paramsFromForm({ ...form, page: 1, ...next }).toString();
    router.replace(q ? `${pathname}?${q}` : pathname, { scroll: false });
  };
  const query = listQuery(form);
  const list = useQuery({
    queryKey: bookingKeys.list(query),
    queryFn: ({ signal }) => apiFetch<TListAnswer<TRow>>('/api/bookings', { query, signal }),
    placeholderData: keepPreviousData,
  });
  // Staff choose among every asset by name; an agency among the ones it may book.
  const resortNames = useAssetNames('resort', staff);
  const vesselNames = useAssetNames('vessel', staff);
  const bookableResorts = useBookableAssets('resort', true, !staff);
  const bookableVessels = useBookableAssets('vessel', true, !staff);
  const resorts = staff ? resortNames : bookableResorts;
  const vessels = staff ? vesselNames : bookableVessels;
  const agencies = useNamedList('/api/agencies', undefined, staff && canAgencies);
  const sources = useNamedList('/api/bookingsource', undefined, staff);
  const [search, setSearch] = useState(form.search);
  useEffect(() => {
    if (search === form.search) return;
    const h = setTimeout(() => go({ search }), 300);
    return () => clearTimeout(h);
  });
  const data = list.data;
  const pages = data && data.size > 0 ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  const assetOptions = [
    ...(resorts.data ?? []).map((r) => ({ value: `resort:${r.id}`, label: r.name })),
    ...(vessels.data ?? []).map((v) => ({ value: `vessel:${v.id}`, label: v.name })),
  ];
  return (
    <section aria-labelledby="booking-list-title" className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="booking-list-title" className="text-xl font-semibold text-slate-900">{t('routes.bookingList')}</h1>
        {canCreate && <Link href="/booking/wizard" className={buttonClasses()}>{t('bookings.list.create')}</Link>}
      </header>
      <div className="grid gap-2 sm:grid-cols-3 lg:grid-cols-7" role="search">
        <Input type="search" aria-label={t('bookings.list.search')} placeholder={t('bookings.list.search')} value={search} onChange={(e) => setSearch(e.target.value)} className="lg:col-span-2" />
        <Select aria-label={t('bookings.list.state')} value={form.state} placeholder={t('bookings.list.allStates')} onChange={(e) => go({ state: e.target.value })}
          options={[{ value: NOT_RESOLVED, label: t('bookings.list.notResolved') }, ...BOOKING_STATES.map((s) => ({ value: s, label: t(`bookings.state.${s}`) }))]} />
        <Input type="date" aria-label={t('bookings.list.from')} value={form.from} onChange={(e) => go({ from: e.target.value })} />
        <Input type="date" aria-label={t('bookings.list.to')} value={form.to} onChange={(e) => go({ to: e.target.value })} />
        <Select aria-label={t('bookings.list.asset')} value={form.asset} placeholder={t('bookings.list.allAssets')} onChange={(e) => go({ asset: e.target.value })} options={assetOptions} />
        {staff && (
          <>
            {canAgencies && <Select aria-label={t('bookings.list.agency')} value={form.agency} placeholder={t('bookings.list.allAgencies')} onChange={(e) => go({ agency: e.target.value })}
              options={(agencies.data ?? []).map((a) => ({ value: a.id, label: a.name }))} />}
            <Select aria-label={t('bookings.list.source')} value={form.source} placeholder={t('bookings.list.allSources')} onChange={(e) => go({ source: e.target.value })}
              options={(sources.data ?? []).map((a) => ({ value: a.id, label: a.name }))} />
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Checkbox className="text-sm" label={t('bookings.list.deleted')} checked={form.deleted} onChange={(e) => go({ deleted: e.target.checked })} />
        <Button size="sm" variant="secondary" className="ml-auto" disabled={exporting || !data || data.total === 0}
          onClick={async () => {
            setExporting(true);
            try {
              await exportBookingsCsv(query, columns, cellCtx, (k) => t(k));
            } catch (error) {
              snackbar.showError(error);
            } finally {
              setExporting(false);
            }
          }}>{t('bookings.list.export')}</Button>
      </div>
      {list.isPending ? <div className="flex justify-center p-10"><Spinner size="lg" label={t('common.loading')} /></div>
        : list.isError && !data ? <ErrorState title={t('bookings.list.loadFailed')} action={<Button variant="secondary" onClick={() => list.refetch()}>{t('common.retry')}</Button>} />
        : data && data.data.length === 0 ? <EmptyState title={t('bookings.list.empty')} />
        : data ? (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-slate-600">
                <tr>
                  {columns.map((c) => <th key={c.id} className={`px-3 py-2 whitespace-nowrap${c.numeric ? ' text-right' : ''}`}>{t(c.label)}</th>)}
                </tr>
              </thead>
              <tbody>
                {data.data.map((r) => (
                  <tr key={r.id} className="cursor-pointer border-t border-slate-100 hover:bg-sky-50" onClick={() => router.push(`/booking/${r.id}`)} data-testid="booking-row">
                    {columns.map((c) => (
                      <td key={c.id} data-column={c.id} className={`px-3 py-2${c.numeric ? ' text-right tabular-nums whitespace-nowrap' : c.id === 'dates' || c.id === 'created' || c.id === 'number' ? ' whitespace-nowrap' : c.id === 'guests' ? ' min-w-40' : ''}`}>
                        {c.id === 'number' ? <Link href={`/booking/${r.id}`} className="font-medium text-sky-800 hover:underline" onClick={(e) => e.stopPropagation()}>{c.text(r, cellCtx)}</Link>
                          : c.id === 'state' ? <StateBadge state={r.state} resolved={r.resolved} />
                          : c.text(r, cellCtx)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      {data && pages > 1 && (
        <nav aria-label={t('bookings.list.pages')} className="flex items-center justify-between text-sm">
          <Button size="sm" variant="secondary" disabled={form.page <= 1} onClick={() => go({ page: form.page - 1 })}>{t('common.back')}</Button>
          <span>{t('bookings.list.page', { page: form.page, pages, total: data.total })}</span>
          <Button size="sm" variant="secondary" disabled={form.page >= pages} onClick={() => go({ page: form.page + 1 })}>{t('common.next')}</Button>
        </nav>
      )}
    </section>
  );
}
