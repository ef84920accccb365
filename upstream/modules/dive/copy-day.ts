// Copying a day's dive plan to another day: every dive of the day the caller may see and write,
// with its site, times, boat, type, guide, crew and notes, planned again and without divers (who
// dives is decided from the guests in house on the new day).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { divePlans } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assertWritableAssets } from '../resources/asset-scope';
import { bindingOf } from '../resources/registry';
import { planAccess } from './dive-rows';

export async function copyDay(tx: Db, opts: { p: TPrincipal; from: string; to: string }): Promise<string[]> {
  if (opts.from === opts.to) throw errors.validation([{ path: 'to', message: 'Copy to another day' }]);
  const plans = await tx.select().from(divePlans).where(and(eq(divePlans.date, opts.from), planAccess(opts.p))).orderBy(divePlans.start, divePlans.id);
  if (!plans.length) throw errors.notFound('NO_DIVES_ON_DAY');
  const b = bindingOf('diveplan')!;
  for (const x of plans) assertWritableAssets(b, opts.p, x, true);
  const rows = await tx.insert(divePlans).values(plans.map((x) => ({
    name: x.name, date: opts.to, start: x.start, end: x.end, diveSite: x.diveSite, boat: x.boat, type: x.type, diveGuide: x.diveGuide,
    crew: x.crew, maxDivers: x.maxDivers, notes: x.notes, resort: x.resort, vessel: x.vessel,
  }))).returning({ id: divePlans.id });
  return rows.map((r) => r.id);
}
