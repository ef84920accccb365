// GET /api/dive/plan?date=: the day's dives grouped per boat (dives without a boat last), and the
// guests in house or on board that day with the dives they are on.
import type { TPlanDay } from '../../../lib/contract/dive';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { assetLimit } from '../resources/asset-scope';
import { plansOfDay, summarise } from './dive-rows';
import { guestsInHouse } from './guests';

export async function planDay(db: Db, p: TPrincipal, date: string): Promise<TPlanDay> {
  const plans = await plansOfDay(db, p, date);
  const { summaries, participants } = await summarise(db, plans);
  const boats = new Map<string, TPlanDay['boats'][number]>();
  for (const s of summaries) {
    const key = s.boat?.id ?? '';
    if (!boats.has(key)) boats.set(key, { boat: s.boat, dives: [] });
    boats.get(key)!.dives.push(s);
  }
  const limit = assetLimit(p);
  const guests = (await guestsInHouse(db, date)).filter((g) => !limit
    || (g.resort && limit.resorts.includes(g.resort)) || (g.vessel && limit.vessels.includes(g.vessel)));
  return {
    date,
    boats: [...boats.values()].sort((a, b) => (a.boat ? 0 : 1) - (b.boat ? 0 : 1) || (a.boat?.name ?? '').localeCompare(b.boat?.name ?? '')),
    guests: guests.map((g) => ({ ...g, dives: participants.filter((x) => x.customerId === g.customer).map((x) => x.planId) })),
  };
}
