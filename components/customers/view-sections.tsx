// The parts of the customer view: a labelled list of values and the tables of stays, bookings,
// payments, guest forms, history and privacy log. Booking numbers link to the booking only for
// callers who may open it (staff with bookings.read, an agency).
'use client';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Card, ScrollX } from '@/components/ui';
import type { TCustomerView } from '@/lib/contract/customers';
import { formatDate, formatMoney } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';


export function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card title={title} as="h2">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([k, v]) => (
          <div key={k} className="min-w-0"><dt className="text-slate-500">{k}</dt><dd className="break-words text-slate-900">{v === '' || v === null || v === undefined ? '–' : v}</dd></div>
        ))}
      </dl>
    </Card>
  );
}

/** A table of the customer's view; on a phone it scrolls sideways (ScrollX, named by its columns). */
function Table({ head, rows, empty }: { head: string[]; rows: ReactNode[][]; empty: string }) {
  if (!rows.length) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ScrollX label={head.join(', ')} className="-mx-4 sm:mx-0">
      <table className="min-w-full text-left text-sm">
        <thead className="text-slate-500"><tr>{head.map((h) => <th key={h} scope="col" className="whitespace-nowrap px-4 py-2 font-medium sm:px-2">{h}</th>)}</tr></thead>
        <tbody className="divide-y divide-slate-100">{rows.map((r, i) => <tr key={i}>{r.map((c, j) => <td key={j} className="whitespace-nowrap px-4 py-2 sm:px-2">{c}</td>)}</tr>)}</tbody>
      </table>
    </ScrollX>
  );
}

const BookingNo = ({ id, no, link }: { id: string; no: string | null; link: boolean }) =>
  link ? <Link href={`/booking/${id}`} className="text-sky-800 hover:underline">{no ?? id.slice(0, 8)}</Link> : <span>{no ?? '–'}</span>;

export function StaysCard({ view, linkBookings }: { view: TCustomerView; linkBookings: boolean }) {
  const t = useTranslations('customers.view');
  const tb = useTranslations('enums');
  return (
    <Card title={t('stays', { count: view.stays.length })} as="h2">
      <Table empty={t('noStays')} head={[t('booking'), t('dates'), t('nights'), t('room'), t('state')]}
        rows={view.stays.map((s) => [<BookingNo key="n" id={s.bookingId} no={s.bookingNo} link={linkBookings} />, `${formatDate(s.dateFrom)} – ${formatDate(s.dateTo)}`, s.nights, s.room ?? '–', tb.has(s.state) ? tb(s.state) : s.state])} />
    </Card>
  );
}

export function BookingsCard({ view, linkBookings }: { view: TCustomerView; linkBookings: boolean }) {
  const t = useTranslations('customers.view');
  const tb = useTranslations('enums');
  return (
    <Card title={t('bookings', { count: view.bookings.length })} as="h2">
      <Table empty={t('noBookings')} head={[t('booking'), t('title'), t('dates'), t('role'), t('state')]}
        rows={view.bookings.map((b) => [<BookingNo key="n" id={b.id} no={b.bookingNo} link={linkBookings} />, b.title ?? '–', `${formatDate(b.dateFrom)} – ${formatDate(b.dateTo)}`, t(`roles.${b.role}`), tb.has(b.state) ? tb(b.state) : b.state])} />
    </Card>
  );
}

export function PaymentsCard({ view }: { view: TCustomerView }) {
  const t = useTranslations('customers.view');
  const tb = useTranslations('enums');
  const locale = contentLanguage(useLocale());
  return (
    <Card title={t('payments', { count: view.payments.length })} as="h2">
      <Table empty={t('noPayments')} head={[t('paidAt'), t('booking'), t('amount'), t('method'), t('status')]}
        rows={view.payments.map((p) => [formatDate(p.paidAt), p.bookingNo ?? '–', formatMoney(p.amount, p.currency, locale), p.method && tb.has(p.method) ? tb(p.method) : (p.method ?? '–'), p.status && tb.has(p.status) ? tb(p.status) : (p.status ?? '–')])} />
    </Card>
  );
}

export function FormsCard({ view }: { view: TCustomerView }) {
  const t = useTranslations('customers.view');
  const tb = useTranslations('enums');
  return (
    <Card title={t('guestForms', { count: view.guestForms.length })} as="h2">
      <Table empty={t('noGuestForms')} head={[t('name'), t('status'), t('submittedAt')]}
        rows={view.guestForms.map((g) => [g.name ?? '–', tb.has(g.status) ? tb(g.status) : g.status, formatDate(g.submittedAt, 'dateTime')])} />
    </Card>
  );
}

export function HistoryCard({ view }: { view: TCustomerView }) {
  const t = useTranslations('customers.view');
  return (
    <Card title={t('history')} as="h2">
      <Table empty={t('noHistory')} head={[t('version'), t('action'), t('user'), t('when')]}
        rows={[
          ...view.history.map((h) => [h.version, t.has(`actions.${h.action}`) ? t(`actions.${h.action}`) : h.action, h.userName ?? '–', formatDate(h.createdAt, 'dateTime')]),
        ]} />
      {view.audit.length > 0 && (
        <>
          <h3 className="mb-2 mt-4 text-sm font-semibold text-slate-800">{t('privacyLog')}</h3>
          <Table empty="" head={[t('action'), t('user'), t('when')]}
            rows={view.audit.map((a) => [t.has(`actions.${a.action}`) ? t(`actions.${a.action}`) : a.action, a.userName ?? '–', formatDate(a.createdAt, 'dateTime')])} />
        </>
      )}
    </Card>
  );
}
