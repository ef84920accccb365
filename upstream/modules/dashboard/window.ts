// The days the dashboard looks at: today in the operator's time zone (general.timezone) by the
// business clock, tomorrow, and `until` = today + the user's defaultDashboardDays (default 30).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { readGeneral } from '../settings/store';
import { dayIn } from '../../clock';

export const DEFAULT_DASHBOARD_DAYS = 30;
const DAY = 86_400_000;

export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

export type TWindow = { today: string; yesterday: string; tomorrow: string; until: string; days: number; now: Date };

export async function dashboardWindow(db: Db, userId: string, now: Date, daysOverride?: number): Promise<TWindow> {
  const [general, [user]] = await Promise.all([
    readGeneral(db),
    db.select({ settings: users.settings }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const days = daysOverride ?? user?.settings.defaultDashboardDays ?? DEFAULT_DASHBOARD_DAYS;
  const today = dayIn(general.timezone, now);
  return { today, yesterday: addDays(today, -1), tomorrow: addDays(today, 1), until: addDays(today, days), days, now };
}
