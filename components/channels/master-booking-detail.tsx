// /master/booking/{system}/{id}: one booking of another system with ours (GET
// /api/master/{system}/booking/{id}): the channel's reference, amount and status, our booking
// (linked), and every revision received with what became of it.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { Button, Card, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { contentLanguage } from '@/lib/i18n/ui-language';
import type { TMasterBooking } from './master-bookings-screen';

type TDetail = TMasterBooking & { amount: number | null; currency: string | null; updates: { id: string; kind: string; revision: string; state: string; message: string | null; createdAt: string }[] };

export function MasterBookingDetail({ system, externalId }: { system: string; externalId: string }) {
  const t = useTranslations('channels.master');
  const tc = useTranslations('channels');
  const tr = useTranslations('routes');
  const locale = contentLanguage(useLocale());
  const one = useQuery({
    queryKey: ['channels', 'master', system, externalId],
    queryFn: ({ signal }) => apiFetch<TDetail>(`/api/master/${encodeURIComponent(system)}/booking/${encodeURIComponent(externalId)}`, { signal }),
  });
  const money = (d: TDetail) => (d.amount == null || !d.currency ? null
    : new Intl.NumberFormat(locale, { style: 'currency', currency: d.currency }).format(d.amount / 10 ** (new Intl.NumberFormat('en', { style: 'currency', currency: d.currency }).resolvedOptions().maximumFractionDigits ?? 2)));
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <p className="text-sm"><Link className="text-sky-800 underline" href="/master/booking">{tr('masterBooking')}</Link></p>
      {one.isPending ? <Spinner label={tc('loading')} /> : one.isError ? (
        <ErrorState title={tc('loadFailed')} action={<Button variant="secondary" onClick={() => one.refetch()}>{tc('retry')}</Button>} />
      ) : (
        <>
          <h1 className="text-xl font-semibold text-slate-900">{one.data.guest || one.data.title || one.data.externalId}</h1>
          <Card title={t('theirs')}>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-slate-700">{t('system')}</dt><dd>{one.data.system} · {one.data.source ?? ''}</dd>
              <dt className="text-slate-700">{t('reference')}</dt><dd className="break-all">{one.data.reference ?? '—'} ({one.data.externalId})</dd>
              <dt className="text-slate-700">{t('amount')}</dt><dd>{money(one.data) ?? '—'}</dd>
              <dt className="text-slate-700">{t('statusLabel')}</dt><dd>{t(`status.${one.data.status === 'cancelled' ? 'cancelled' : 'active'}`)}</dd>
            </dl>
          </Card>
          <Card title={t('ours')}>
            <p className="text-sm">
              <Link className="text-sky-800 underline" href={`/booking/${one.data.bookingId}`}>{tc('openBooking', { booking: one.data.bookingNo ?? '' })}</Link>
              {one.data.dateFrom && one.data.dateTo ? ` · ${one.data.dateFrom} – ${one.data.dateTo}` : ''}
            </p>
          </Card>
          <Card title={t('revisions')}>
            <ol className="space-y-2 text-sm">
              {one.data.updates.map((u) => (
                <li key={u.id}>
                  <span className="font-medium">{tc.has(`kinds.${u.kind}`) ? tc(`kinds.${u.kind}`) : u.kind}</span>
                  {' · '}{tc.has(`states.${u.state}`) ? tc(`states.${u.state}`) : u.state}
                  {' · '}<time dateTime={u.createdAt}>{new Date(u.createdAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                  {u.message && <p className="break-words text-slate-700">{u.message}</p>}
                </li>
              ))}
            </ol>
          </Card>
        </>
      )}
    </div>
  );
}
