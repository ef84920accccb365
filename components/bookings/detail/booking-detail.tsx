// /booking/{id}: header with the numbers, the state and whose booking it is, the allowed actions, then tabs for the
// rooms (add, remove, guests) and the history (versions and a diff between two).
'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { Button, ErrorState, Spinner, cn } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { useBookingDetail } from '../queries';
import { StateBadge } from '../state-badge';
import { BookingInvoices } from '@/components/invoices/booking-invoices';
import { BookingDocuments } from './booking-documents';
import { BookingGuestForms } from '@/components/guest-form/booking/booking-guest-forms';
import { BookingOrigin } from './booking-origin';
import { BookingParties } from './booking-parties';
import { BookingOperations } from './booking-operations';
import { DetailActions } from './detail-actions';
import { BookingMailButtons } from '@/components/mail/booking-mail-buttons';
import { DueSchedule } from './due-schedule';
import { HistoryTab } from './history-tab';
import { MoneyPanel } from './money-panel';
import { OnsiteBill } from './onsite-bill';
import { RoomList } from './room-list';

export function BookingDetail({ id, canUpdate, canEditCustomers = false, canKeepBooks = false }: { id: string; canUpdate: boolean; canEditCustomers?: boolean; canKeepBooks?: boolean }) {
  const t = useTranslations();
  const detail = useBookingDetail(id);
  const [tab, setTab] = useState<'rooms' | 'history'>('rooms');
  if (detail.isPending) return <div className="flex justify-center p-10"><Spinner size="lg" label={t('common.loading')} /></div>;
  if (detail.isError) {
    return <ErrorState title={t('bookings.detail.loadFailed')} action={<Button variant="secondary" onClick={() => detail.refetch()}>{t('common.retry')}</Button>} />;
  }
  const b = detail.data;
  const numbers = [['offerNo', b.offerNo], ['reservationNo', b.reservationNo], ['bookingNo', b.bookingNo]] as const;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <header className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-xl font-semibold text-slate-900">{b.bookingNo ?? b.reservationNo ?? b.offerNo ?? t('routes.bookingDetail')}</h1>
          <StateBadge state={b.state} />
          {b.checkedIn && <span className="text-sm text-teal-800">{t(b.checkedOut ? 'bookings.detail.checkedOut' : 'bookings.detail.checkedIn')}</span>}
          <Link href="/booking/list" className="ml-auto text-sm text-sky-700 hover:underline">{t('bookings.detail.toList')}</Link>
        </div>
        <BookingParties booking={b} />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {numbers.map(([k, v]) => (
            <div key={k}><dt className="text-slate-500">{t(`bookings.fields.${k}`)}</dt><dd data-testid={k}>{v ?? '–'}</dd></div>
          ))}
          <div><dt className="text-slate-500">{t('bookings.fields.dates')}</dt><dd>{formatDate(b.dateFrom)} – {formatDate(b.dateTo)}</dd></div>
          <div><dt className="text-slate-500">{t('bookings.fields.noOfPax')}</dt><dd>{b.noOfPax}</dd></div>
          <div><dt className="text-slate-500">{t('bookings.fields.type')}</dt><dd>{t.has(`bookings.type.${b.type}`) ? t(`bookings.type.${b.type}`) : b.type}</dd></div>
          <div><dt className="text-slate-500">{t('bookings.fields.version')}</dt><dd>{b.version}</dd></div>
        </dl>
        <BookingOrigin booking={b} />
        <DetailActions booking={b} canUpdate={canUpdate} />
        <BookingOperations booking={b} canUpdate={canUpdate} />
        {canUpdate && <BookingMailButtons booking={b} />}
      </header>
      <MoneyPanel booking={b} canKeepBooks={canKeepBooks} canChangePrice={canUpdate}
        dueSchedule={canUpdate ? <DueSchedule id={b.id} version={b.version} currency={b.currency} /> : undefined} />
      <OnsiteBill booking={b} canUpdate={canKeepBooks} />
      <BookingInvoices booking={b} canUpdate={canUpdate} />
      <BookingDocuments bookingId={b.id} version={b.version} canUpdate={canUpdate} />
      <BookingGuestForms bookingId={b.id} version={b.version} canUpdate={canUpdate} canSwitchLinks={canKeepBooks} />
      <div role="tablist" aria-label={t('bookings.detail.tabs')} className="flex gap-1 border-b border-slate-200">
        {(['rooms', 'history'] as const).map((k) => (
          <button key={k} role="tab" type="button" aria-selected={tab === k} onClick={() => setTab(k)}
            className={cn('-mb-px rounded-t-md border px-4 py-2 text-sm', tab === k ? 'border-slate-200 border-b-white bg-white font-medium' : 'border-transparent text-slate-600')}>
            {t(`bookings.detail.tab.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="rounded-lg border border-slate-200 bg-white p-4">
        {tab === 'rooms' ? <RoomList booking={b} canUpdate={canUpdate} canEditCustomers={canEditCustomers} /> : <HistoryTab id={b.id} version={b.version} />}
      </div>
    </div>
  );
}
