// One booking in a dashboard panel: guest and number, state, asset, rooms, guests, dates, open
// balance (red when overdue) and missing guest forms. A link to the booking when the caller may
// open the booking screen.
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { StateBadge } from '@/components/bookings/state-badge';
import { cn } from '@/components/ui';
import type { TDashBooking } from '@/lib/contract/dashboard';
import { formatDate, formatMoney } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function BookingRow({ b, href, show = 'stay' }: { b: TDashBooking; href: string | null; show?: 'stay' | 'money' | 'expiry' | 'booked' }) {
  const t = useTranslations('dashboard');
  const locale = contentLanguage(useLocale());
  const money = (n: number) => formatMoney(n, b.currency, locale);
  const name = b.guests[0] ?? b.title ?? b.number ?? '';
  const body = (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0 space-y-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900" data-testid="dash-guest">{name}</span>
          {b.number && <span className="text-xs text-slate-500">{b.number}</span>}
          <StateBadge state={b.state} />
          {b.checkedIn && !b.checkedOut && <span className="text-xs text-emerald-700">{t('checkedIn')}</span>}
          {b.checkedOut && <span className="text-xs text-slate-600" data-testid="dash-checked-out">{t('checkedOut')}</span>}
        </div>
        <p className="text-sm text-slate-600">
          {[b.asset?.name, b.rooms.join(', '), t('pax', { count: b.pax })].filter(Boolean).join(' · ')}
        </p>
        <p className="text-xs text-slate-500">
          {formatDate(b.dateFrom)} – {formatDate(b.dateTo)}
          {b.agency ? ` · ${b.agency.name}` : ''}
          {b.guests.length > 1 ? ` · ${b.guests.slice(1).join(', ')}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm sm:shrink-0 sm:flex-col sm:items-end sm:gap-1">
        {b.open > 0 && (
          <span className={cn('whitespace-nowrap font-medium', b.overdue ? 'text-red-700' : 'text-slate-900')} data-testid="dash-open">
            {t('open', { amount: money(b.open) })}
          </span>
        )}
        {b.open <= 0 && b.total > 0 && show !== 'money' && <span className="text-xs text-emerald-700">{t('paid')}</span>}
        {show === 'money' && b.dueDate && (
          <span className={cn('whitespace-nowrap text-xs', b.overdue ? 'text-red-700' : 'text-slate-500')}>
            {t(b.overdue ? 'overdueSince' : 'dueOn', { date: formatDate(b.dueDate) })}
          </span>
        )}
        {show === 'booked' && b.bookedAt && (
          <span className="whitespace-nowrap text-xs text-slate-600">{t('bookedOn', { date: formatDate(b.bookedAt, 'dateTime') })}</span>
        )}
        {show === 'expiry' && b.expiresAt && (
          <span className="text-xs text-amber-700">{t('holdUntil', { date: formatDate(b.expiresAt, 'dateTime') })}</span>
        )}
        {show === 'stay' && b.missingForms > 0 && (
          <span className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800" data-testid="dash-missing-forms">
            {t('missingForms', { count: b.missingForms })}
          </span>
        )}
      </div>
    </div>
  );
  return (
    <li data-testid="dash-booking" data-booking={b.id}>
      {href ? (
        <Link href={href} className="block rounded-md px-2 py-2 hover:bg-slate-50 focus:bg-slate-50">{body}</Link>
      ) : (
        <div className="px-2 py-2">{body}</div>
      )}
    </li>
  );
}
