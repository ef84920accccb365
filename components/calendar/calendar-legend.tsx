// The colour legend of the booking calendars (spec section 4 statuses).
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui';
import { LEGEND_STATUSES, STATUS_CLASSES } from '@/lib/bookings/calendar-status';

export function CalendarLegend() {
  const t = useTranslations('bookings.calendar');
  return (
    <ul aria-label={t('legend')} className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
      {LEGEND_STATUSES.map((s) => (
        <li key={s} className="flex items-center gap-1">
          <span aria-hidden className={cn('inline-block h-3 w-5 rounded-sm border', STATUS_CLASSES[s])} />
          {t(`status.${s}`)}
        </li>
      ))}
    </ul>
  );
}
