// What a special changes on the units it matched, by discount mode (api-calls 9). Each answer is
// a change in minor units per unit (negative: cheaper), computed on the units' current amounts.
import { exact, fromDecimal, mul, percent, round, sub, type TExact } from '../exact';
import { baseOf, type TUnit } from './units';
import type { TSpecial } from './types';

const minor = (v: number): bigint => round(fromDecimal(v));
const cheapestFirst = (running: readonly bigint[]) => (a: TUnit, b: TUnit) => {
  const x = baseOf(a, running);
  const y = baseOf(b, running);
  const c = x.n * y.d - y.n * x.d;
  return c < 0n ? -1 : c > 0n ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
};
const neg = (x: TExact) => exact(-x.n, x.d);

/** Modes that pick among persons when the special is for the whole booking or a room. */
export const PICKS_PERSONS = new Set(['FOC', 'Lowest']);

/**
 * `matched`: the units the special's rules hold for. `persons(unit)`: the guest units inside a
 * booking or room unit (FOC with a group size and Lowest pick the cheapest guests there).
 */
export function changes(s: TSpecial, matched: TUnit[], persons: (u: TUnit) => TUnit[], running: readonly bigint[]): { unit: TUnit; delta: bigint }[] {
  const v = s.discountValue;
  const each = (f: (u: TUnit, base: TExact) => bigint) => matched.map((u) => ({ unit: u, delta: f(u, baseOf(u, running)) }));
  switch (s.discount) {
    case 'PerCent': return each((_, b) => round(neg(mul(b, percent(Math.abs(v))))) * (v < 0 ? -1n : 1n));
    case 'Absolute': return each(() => -minor(v));
    case 'AbsoluteNights': return each((u) => -minor(v) * BigInt(u.nights));
    case 'Fix': return each((_, b) => round(sub(fromDecimal(v), b)));
    case 'FixUnit': return each((u, b) => round(sub(exact(minor(v) * BigInt(u.nights)), b)));
    case 'FOCUnit': {
      // v nights free per unit (at the unit's average night price), never more than its nights.
      const n = Math.floor(v);
      if (n < 1) return [];
      return each((u, b) => (u.nights === 0 ? 0n : round(neg(mul(b, exact(Math.min(n, u.nights), u.nights))))));
    }
    case 'FOC': {
      const n = Math.floor(v);
      if (n < 1) return each((_, b) => round(neg(b)));
      // One free guest for every n paying: floor(count / (n + 1)) of the cheapest go free.
      const pools = matched[0]?.kind === 'guest' ? [matched] : matched.map(persons);
      return pools.flatMap((pool) => [...pool].sort(cheapestFirst(running)).slice(0, Math.floor(pool.length / (n + 1)))
        .map((u) => ({ unit: u, delta: round(neg(baseOf(u, running))) })));
    }
    case 'Lowest': {
      const pool = matched[0]?.kind === 'booking' ? persons(matched[0]) : matched;
      const low = [...pool].sort(cheapestFirst(running))[0];
      if (!low) return [];
      return [{ unit: low, delta: round(neg(mul(baseOf(low, running), percent(Math.min(100, Math.max(0, v)))))) }];
    }
  }
}
