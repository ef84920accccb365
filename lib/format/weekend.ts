// Weekend rule (spec section 9): Saturday and Sunday, or, when configured, the arrival and
// departure weekdays. Weekdays are numbered as in JavaScript: 0 Sunday ... 6 Saturday.
import { getDay } from 'date-fns';
import { parseCalendarDate } from './date';

export type TWeekendConfig = { arrivalDay?: number | null; departureDay?: number | null };

export function weekendDays(config: TWeekendConfig = {}): number[] {
  const configured = [config.arrivalDay, config.departureDay].filter(
    (d): d is number => typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 6,
  );
  return configured.length > 0 ? [...new Set(configured)] : [6, 0];
}

/** `date` is a Date (its local weekday) or a calendar date 'YYYY-MM-DD'. */
export function isWeekend(date: Date | string, config: TWeekendConfig = {}): boolean {
  const d = typeof date === 'string' ? parseCalendarDate(date) : date;
  if (!d || Number.isNaN(d.getTime())) return false;
  return weekendDays(config).includes(getDay(d));
}
