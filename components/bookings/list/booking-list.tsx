// /booking/list: bookings with filters for state (incl. 'not resolved'), stay dates, asset, agency,
// source and a search; the filters live in the URL. A row opens the booking. Agencies get only
// their own bookings from the upstream, and see no agency filter.
'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button, EmptyState, ErrorState, Input, Select, Spinner, buttonClasses } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer } from '@/lib/contract/listing';
import { BOOKING_STATES } from '@/lib/contract/resources/enums';
import { formatDate } from '@/lib/format';
import { formFromParams, listQuery, NOT_RESOLVED, paramsFromForm, type TBookingListForm } from '@/lib/bookings/list-filter';
import { bookingKeys, useNamedList } from '../queries';
import { StateBadge } from '../state-badge';

type TRow = { id: string; bookingNo: string | null; reservationNo: string | null; offerNo: string | null; title: string | null; state: string; resolved: boolean; dateFrom: string | null; dateTo: string | null; noOfPax: number; type: string };

export function BookingList({ staff, canCreate }: { staff: boolean; canCreate: boolean }) {
  const t = useTranslations();
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
  const resorts = useNamedList('/api/resort');
  const vessels = useNamedList('/api/vessel');
  const agencies = useNamedList('/api/agencies', undefined, staff);
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
            <Select aria-label={t('bookings.list.agency')} value={form.agency} placeholder={t('bookings.list.allAgencies')} onChange={(e) => go({ agency: e.target.value })}
              options={(agencies.data ?? []).map((a) => ({ value: a.id, label: a.name }))} />
            <Select aria-label={t('bookings.list.source')} value={form.source} placeholder={t('bookings.list.allSources')} onChange={(e) => go({ source: e.target.value })}
              options={(sources.data ?? []).map((a) => ({ value: a.id, label: a.name }))} />
          </>
        )}
      </div>
      {list.isPending ? <div className="flex justify-center p-10"><Spinner size="lg" label={t('common.loading')} /></div>
        : list.isError && !data ? <ErrorState title={t('bookings.list.loadFailed')} action={<Button variant="secondary" onClick={() => list.refetch()}>{t('common.retry')}</Button>} />
        : data && data.data.length === 0 ? <EmptyState title={t('bookings.list.empty')} />
        : data ? (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-left text-slate-600">
                <tr>
                  <th className="px-3 py-2">{t('bookings.list.number')}</th><th className="px-3 py-2">{t('bookings.list.title')}</th>
                  <th className="px-3 py-2">{t('bookings.list.state')}</th><th className="px-3 py-2">{t('bookings.fields.dates')}</th>
                  <th className="px-3 py-2 text-right">{t('bookings.fields.noOfPax')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((r) => (
                  <tr key={r.id} className="cursor-pointer border-t border-slate-100 hover:bg-sky-50" onClick={() => router.push(`/booking/${r.id}`)} data-testid="booking-row">
                    <td className="px-3 py-2"><Link href={`/booking/${r.id}`} className="font-medium text-sky-800 hover:underline" onClick={(e) => e.stopPropagation()}>{r.bookingNo ?? r.reservationNo ?? r.offerNo ?? '–'}</Link></td>
                    <td className="px-3 py-2">{r.title ?? ''}</td>
                    <td className="px-3 py-2"><StateBadge state={r.state} resolved={r.resolved} /></td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDate(r.dateFrom)} – {formatDate(r.dateTo)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{r.noOfPax}</td>
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
