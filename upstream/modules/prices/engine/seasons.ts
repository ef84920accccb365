// Which season a night belongs to, and a stay's nights cut into segments: maximal runs of
// consecutive nights of the same season. A night is known by the day it begins; periods include
// both their first and last day. Where seasons overlap the higher priority wins; a tie is an error.
import type { TPricingList, TPricingSeason } from '@/lib/contract/pricing';
import { dayNumber, dayString } from './days';
import { PriceEngineError } from './errors';

export type TSegment = {
  season: TPricingSeason;
  /** First night (day number) and the day after the last night. */
  start: number;
  end: number;
};

type TPeriod = { from: number; to: number; season: TPricingSeason };

export type TSeasonResolver = (night: number, stayId: string) => TPricingSeason;

export function createSeasonResolver(list: TPricingList): TSeasonResolver {
  const ids = new Set<string>();
  const periods: TPeriod[] = [];
  for (const season of list.seasons) {
    if (ids.has(season.id)) throw new PriceEngineError('PRICE_LIST_INVALID', `season ${season.id} appears twice`, { seasonId: season.id });
    ids.add(season.id);
    for (const p of season.periods) periods.push({ from: dayNumber(p.from), to: dayNumber(p.to), season });
  }
  const valid = list.valid ? { from: dayNumber(list.valid.from), to: dayNumber(list.valid.to) } : null;

  return (night, stayId) => {
    if (valid && (night < valid.from || night > valid.to)) {
      throw new PriceEngineError('OUTSIDE_VALIDITY', `night ${dayString(night)} is outside the price list's validity`, { night: dayString(night), stayId });
    }
    let best: TPricingSeason | null = null;
    let tie: TPricingSeason | null = null;
    for (const p of periods) {
      if (night < p.from || night > p.to || p.season === best) continue;
      if (!best || p.season.priority > best.priority) { best = p.season; tie = null; }
      else if (p.season.priority === best.priority) tie = p.season;
    }
    if (!best) throw new PriceEngineError('NO_SEASON', `no season covers the night of ${dayString(night)}`, { night: dayString(night), stayId });
    if (tie) {
      throw new PriceEngineError('SEASON_OVERLAP', `seasons ${best.id} and ${tie.id} both cover ${dayString(night)} with the same priority`,
        { night: dayString(night), stayId, seasonIds: [best.id, tie.id].sort() });
    }
    return best;
  };
}

/** The nights [checkIn, checkOut) cut at every change of season. */
export function segmentStay(resolve: TSeasonResolver, stayId: string, checkIn: number, checkOut: number): TSegment[] {
  const segments: TSegment[] = [];
  for (let night = checkIn; night < checkOut; night++) {
    const season = resolve(night, stayId);
    const last = segments[segments.length - 1];
    if (last && last.season === season) last.end = night + 1;
    else segments.push({ season, start: night, end: night + 1 });
  }
  return segments;
}
