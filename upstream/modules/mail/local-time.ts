// Wall-clock times of a place: "09:00 on 2026-03-29 in Europe/Berlin" as an instant. Mail
// schedules plan their mails at the time of day of the booking's asset (resort or vessel), else
// of the general setting `timezone`; an unknown zone counts as UTC.
import { TZDate } from '@date-fns/tz';
import { GENERAL_DEFAULTS } from '../../../lib/contract/settings';
import type { Db } from '../../db/client';
import { readGeneral } from '../settings/store';

/** The instant of `time` ('HH:MM', default 09:00) on `day` ('YYYY-MM-DD') in `zone`. A time that
 *  does not exist that day (the hour skipped by a DST change) falls to the next valid instant. */
export function localInstant(day: string, time: string | null | undefined, zone: string | null | undefined): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = (time || '09:00').split(':').map(Number);
  const at = zone ? new TZDate(y, m - 1, d, hh, mm, zone).getTime() : NaN;
  return new Date(Number.isFinite(at) ? at : Date.UTC(y, m - 1, d, hh, mm));
}

/** The general setting `timezone` (the zone of mails without an asset: customers, birthdays). */
export async function generalZone(db: Db): Promise<string> {
  return (await readGeneral(db)).timezone || GENERAL_DEFAULTS.timezone;
}
