// A booking's state as a coloured badge (the calendar's colours for the same state).
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui';
import { calendarStatus, STATUS_CLASSES } from '@/lib/bookings/calendar-status';

export function StateBadge({ state, resolved = false }: { state: string; resolved?: boolean }) {
  const t = useTranslations('bookings.state');
  const status = calendarStatus({ kind: 'booking', state, resolved, checkedIn: false, dateTo: '9999-12-31' }, { today: '0000-01-01', greyPast: false, checkInColours: false });
  return (
    <span data-testid="state-badge" className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium', STATUS_CLASSES[status])}>
      {t.has(state) ? t(state) : state}
    </span>
  );
}
