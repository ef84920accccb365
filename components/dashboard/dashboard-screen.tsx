// The home screen that runs the day (GET /api/dashboard in one call). Staff: arrivals and
// departures today and tomorrow, guests in house, offers and reservations running out, open
// balances, occupancy per resort, departures per vessel with free cabins. An agency: its upcoming
// bookings and open balances; a customer: their bookings. Entries link to their booking when the
// caller may open the booking screen (the route table decides).
import { getTranslations } from 'next-intl/server';
import { ErrorState } from '@/components/ui';
import { decideAccess, type TGuardSession } from '@/lib/access/guard';
import type { TDashboard } from '@/lib/contract/dashboard';
import type { TDashboardLoad } from '@/lib/dashboard/load';
import { formatDate } from '@/lib/format';
import { OverdueTodos } from '@/components/todos/overdue-todos';
import { OccupancyPanel, VesselPanel } from './asset-panels';
import { BookingPanel } from './booking-panel';
import { DiveReadinessPanel } from './dive-readiness-panel';
import { OwnLogBook } from '@/components/dive/log-book';
import { StaffSummary } from './staff-summary';

export async function DashboardScreen({ load, session, fallbackName }: { load: TDashboardLoad; session: TGuardSession | null; fallbackName: string }) {
  const t = await getTranslations('dashboard');
  const tr = await getTranslations();
  const may = (path: string) => decideAccess({ pathname: path, session }).kind === 'allow';
  const hrefOf = (b: { id: string }) => (may(`/booking/${b.id}`) ? `/booking/${b.id}` : null);
  const listHref = may('/booking/list') ? '/booking/list' : null;
  const d: TDashboard | null = load.kind === 'ok' ? load.data : null;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900" data-testid="home-greeting">{t('welcome', { name: d?.name ?? fallbackName })}</h1>
        {d && (
          <p className="text-sm text-slate-600" data-testid="dash-window">
            {t('window', { today: formatDate(d.today), days: d.days, until: formatDate(d.until) })}
          </p>
        )}
      </header>
      {d?.demoFailure && (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="dash-demo-failure">
          <p className="font-medium">{t(d.demoFailure.made ? 'demoPartly' : 'demoFailed', { day: formatDate(d.demoFailure.day) })}</p>
          <p className="mt-1 break-words">{t(d.demoFailure.made ? 'demoPartlyWhy' : 'demoFailedWhy', { step: d.demoFailure.step, message: d.demoFailure.message })}</p>
        </div>
      )}
      {load.kind === 'error' && <ErrorState title={t('loadError')} text={load.message.startsWith('errors.') ? tr(load.message) : load.message} />}
      {d?.staff && (
        <>
          <StaffSummary staff={d.staff} />
          <div className="grid gap-4 lg:grid-cols-2">
            <BookingPanel id="arrivals" title={t('arrivals')} list={d.staff.arrivals} hrefOf={hrefOf} empty={t('none')}
              days={[{ day: d.today, label: t('today') }, { day: d.tomorrow, label: t('tomorrow') }]} moreHref={listHref} />
            <BookingPanel id="departures" title={t('departures')} list={d.staff.departures} hrefOf={hrefOf} empty={t('none')}
              days={[{ day: d.today, label: t('today') }, { day: d.tomorrow, label: t('tomorrow') }]} moreHref={listHref} />
            <BookingPanel id="in-house" title={t('inHouse')} list={d.staff.inHouse} hrefOf={hrefOf} empty={t('noneInHouse')} moreHref={listHref} />
            <BookingPanel id="expiring" title={t('expiring')} list={d.staff.expiring} hrefOf={hrefOf} show="expiry" empty={t('noneExpiring')} moreHref={listHref} />
            <BookingPanel id="unpaid" title={t('unpaid')} list={d.staff.unpaid} hrefOf={hrefOf} show="money" empty={t('noneUnpaid')} moreHref={listHref} />
            <BookingPanel id="new-bookings" title={t('newBookings')} list={d.staff.newBookings} hrefOf={hrefOf} show="booked" empty={t('noneNew')} moreHref={listHref} />
            <div className="space-y-4">
              {may('/todo') && <OverdueTodos today={d.today} />}
              <OccupancyPanel rows={d.staff.occupancy} />
              <VesselPanel rows={d.staff.vessels} scheduleHref={(id) => (may(`/schedule/${id}`) ? `/schedule/${id}` : null)} />
              {d.staff.diveReadiness && <DiveReadinessPanel day={d.staff.diveReadiness}
                href={(i) => (may('/dive/plan') ? `/dive/plan?date=${i.dive.date}&dive=${i.dive.id}&diver=${i.customer}` : null)} />}
            </div>
          </div>
        </>
      )}
      {d?.party && (
        <div className="grid gap-4 lg:grid-cols-2">
          <BookingPanel id="upcoming" title={t(d.role === 'customer' ? 'yourBookings' : 'upcoming')} list={d.party.upcoming} hrefOf={hrefOf}
            empty={t('noneUpcoming')} moreHref={listHref} />
          <BookingPanel id="open-balances" title={t('openBalances')} list={d.party.openBalances} hrefOf={hrefOf} show="money" empty={t('noneUnpaid')} moreHref={listHref} />
          {d.role === 'customer' && session?.features.includes('diveLog') && <div className="lg:col-span-2"><OwnLogBook /></div>}
        </div>
      )}
      {d?.role === 'none' && <p className="text-sm text-slate-600" data-testid="dash-nothing">{t('nothing')}</p>}
    </div>
  );
}
