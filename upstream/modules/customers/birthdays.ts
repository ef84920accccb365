// GET birthday/{days}: customers whose birthday falls on today or one of the next `days` days
// (the business clock's today), soonest first. A 29 February birthday is celebrated on
// 28 February in other years.
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { today } from '../../clock';

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Month-day keys 'MM-DD' of the window, each with its offset in days from today. */
export function birthdayWindow(start: string, days: number): Map<string, number> {
  const out = new Map<string, number>();
  const d0 = Date.parse(`${start}T00:00:00Z`);
  for (let i = 0; i <= days && out.size < 366; i += 1) {
    const d = new Date(d0 + i * 86_400_000);
    const key = d.toISOString().slice(5, 10);
    if (!out.has(key)) out.set(key, i);
    if (key === '02-28' && !isLeap(d.getUTCFullYear()) && !out.has('02-29')) out.set('02-29', i);
  }
  return out;
}

export type TBirthday = { id: string; fullName: string; email: string | null; birthday: string; inDays: number; turns: number };

export async function upcomingBirthdays(db: Db, days: number, where?: ReturnType<typeof and>): Promise<TBirthday[]> {
  const start = today();
  const window = birthdayWindow(start, days);
  const keys = [...window.keys()];
  const birthday = sql<string>`${customers.masterData}->>'birthday'`;
  const rows = await db.select({ id: customers.id, fullName: customers.fullName, email: customers.email, birthday })
    .from(customers)
    .where(and(sql`substring(${customers.masterData}->>'birthday' from 6 for 5) = ANY(${sql.raw(`ARRAY[${keys.map((k) => `'${k}'`).join(',')}]::text[]`)})`, where))
    .limit(2000);
  return rows
    .map((r) => {
      const inDays = window.get(r.birthday.slice(5, 10)) ?? 0;
      const on = new Date(Date.parse(`${start}T00:00:00Z`) + inDays * 86_400_000);
      return { id: r.id, fullName: r.fullName, email: r.email, birthday: r.birthday, inDays, turns: on.getUTCFullYear() - Number(r.birthday.slice(0, 4)) };
    })
    .sort((a, b) => a.inDays - b.inDays || a.fullName.localeCompare(b.fullName));
}
