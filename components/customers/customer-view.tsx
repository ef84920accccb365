// /customer/view/:id (and a customer's own /customer): one call (GET /api/customers/{id}/view)
// answers everything shown: master data, contact, address, passport, statistics, stays,
// bookings, payments, guest forms, notes and history; for staff also the customer data groups'
// values (their definitions come from /api/customerdatagroup).
'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Button, ErrorState, Spinner } from '@/components/ui';
import { formatDate, formatMoney } from '@/lib/format';
import { screenById } from '@/lib/resources/screens';
import { useCustomerView, useDataGroups } from './queries';
import { DataFieldFacts } from './data-fields';
import { CustomerMailCard } from '@/components/mail/customer-mail-card';
import { StaffActions } from './staff-actions';
import { BookingsCard, Facts, FormsCard, HistoryCard, PaymentsCard, StaysCard } from './view-sections';

type TCan = { edit: boolean; staff: boolean; linkBookings: boolean; seeNote: boolean; readMailQueue?: boolean; dataFields?: boolean };
type TObj = Record<string, string | number | null | undefined>;

export function CustomerView({ screenId, id, can }: { screenId: string; id: string; can: TCan }) {
  const t = useTranslations('customers');
  const view = useCustomerView(id);
  const groups = useDataGroups(can.dataFields === true);
  if (view.isPending) return <div className="flex justify-center p-10"><Spinner size="lg" label={t('loading')} /></div>;
  if (view.isError) return <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => view.refetch()}>{t('retry')}</Button>} />;
  const v = view.data;
  const c = v.customer as Record<string, unknown> & { fullName: string };
  const md = (c.masterData ?? {}) as TObj;
  const contact = (c.contact ?? {}) as TObj;
  const address = (c.address ?? {}) as TObj;
  const passport = (c.passport ?? {}) as TObj;
  const f = (k: string) => t(`field.${k}`);
  const revenue = v.stats ? Object.entries(v.stats.revenue).map(([cur, amount]) => formatMoney(amount, cur)).join(', ') : '';
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <header className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900" data-testid="customer-name">{c.fullName}</h1>
        {v.age !== null && <span className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-700">{t('view.age', { age: v.age })}</span>}
        {v.isChild && <span className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">{t('view.child')}</span>}
        <span className="text-sm text-slate-500">{t.has(`type.${String(c.customerType)}`) ? t(`type.${String(c.customerType)}`) : String(c.customerType ?? '')}</span>
        <span className="flex-1" />
        {can.staff && <Link href={screenById(screenId).path} className="text-sm text-sky-800 hover:underline">{t('toList')}</Link>}
        {can.edit && <Link href={`/customer/${id}`} className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800">{t('edit')}</Link>}
      </header>
      <div className="grid gap-4 lg:grid-cols-2">
        <Facts title={t('section.masterData')} rows={[
          [f('masterData.firstName'), [md.title, md.firstName, md.middleName].filter(Boolean).join(' ')], [f('masterData.lastName'), md.lastName],
          [f('masterData.gender'), t(`gender.${String(md.gender ?? 'u')}`)], [f('masterData.birthday'), md.birthday ? formatDate(String(md.birthday)) : ''],
          [f('masterData.nationality'), md.nationality], [f('masterData.permanentAge'), md.permanentAge],
        ]} />
        <Facts title={t('section.contact')} rows={[
          [f('contact.email'), contact.email ?? (c.email as string | null)], [f('contact.phone'), contact.phone], [f('language'), String(c.language ?? '')],
        ]} />
        <Facts title={t('section.address')} rows={[
          [f('address.street'), address.street], [f('address.city'), [address.zip, address.city].filter(Boolean).join(' ')],
          [f('address.state'), address.state], [f('address.country'), address.country],
        ]} />
        <Facts title={t('section.passport')} rows={[
          [f('passport.number'), passport.number], [f('passport.nationality'), passport.nationality],
          [f('passport.expires'), passport.expires ? formatDate(String(passport.expires)) : ''],
        ]} />
        <Facts title={t('view.statistics')} rows={v.stats ? [
          [t('view.statBookings'), v.stats.bookings], [t('view.statStays'), v.stats.stays], [t('view.statNights'), v.stats.nights],
          [t('view.statRevenue'), revenue], [t('view.statFirst'), formatDate(v.stats.firstStay)], [t('view.statLast'), formatDate(v.stats.lastStay)],
        ] : [[t('view.statStays'), v.stays.length]]} />
        {can.seeNote && <Facts title={t('view.notes')} rows={[[f('note'), c.note ? <span className="whitespace-pre-wrap">{String(c.note)}</span> : '']]} />}
        {can.dataFields && groups.data && <DataFieldFacts groups={groups.data} meta={v.meta} />}
      </div>
      <StaysCard view={v} linkBookings={can.linkBookings} />
      <BookingsCard view={v} linkBookings={can.linkBookings} />
      <PaymentsCard view={v} />
      <FormsCard view={v} />
      <HistoryCard view={v} />
      {can.staff && <CustomerMailCard id={id} email={(c.email as string | null) ?? null} canReadQueue={can.readMailQueue === true} />}
      {can.staff && <StaffActions id={id} name={c.fullName} />}
    </div>
  );
}
