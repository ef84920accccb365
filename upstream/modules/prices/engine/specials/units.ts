// The units a special works on (the booking, a room = Bed, a guest = Person), each as weighted
// parts of the price lines it reduces, and the one step that changes a unit's amount: exact
// until rounded once, never below zero, spread over its lines by the largest remainder.
import type { TCalculationLine } from '@/lib/contract/pricing';
import { dayNumber } from '../days';
import { exact, mul, type TExact } from '../exact';
import type { TSpecialFacts, TTarget } from './types';

const TARGET_TYPES: Record<TTarget, readonly string[] | null> = {
  'full booking': null,
  'before commission': null,
  'room price': ['room_cost'],
  discountable: ['room_cost', 'addon'],
  commissionable: ['room_cost', 'addon', 'product'],
  product: ['product'],
  'product category': ['product'],
  external: ['external'],
  addon: ['addon'],
};
export const COMMISSIONABLE = TARGET_TYPES.commissionable!;

export type TPart = { line: number; w: TExact };
export type TUnit = { key: string; kind: 'booking' | 'stay' | 'guest'; stayId: string | null; guestId: string | null; nights: number; parts: TPart[] };

const nightsOf = (from: string, to: string) => dayNumber(to) - dayNumber(from);

export function targetLine(l: TCalculationLine, target: TTarget): boolean {
  const types = TARGET_TYPES[target];
  return l.type !== 'tax' && l.type !== 'commission' && (types === null || types.includes(l.type));
}

export function bookingUnit(lines: readonly TCalculationLine[], f: TSpecialFacts, target: TTarget): TUnit {
  const from = f.stays.map((s) => s.checkIn).sort()[0];
  const to = f.stays.map((s) => s.checkOut).sort().at(-1);
  const parts = lines.flatMap((l, i) => (targetLine(l, target) ? [{ line: i, w: exact(1) }] : []));
  return { key: 'booking', kind: 'booking', stayId: null, guestId: null, nights: from && to ? nightsOf(from, to) : 0, parts };
}

export function stayUnits(lines: readonly TCalculationLine[], f: TSpecialFacts, target: TTarget): TUnit[] {
  return f.stays.map((s) => ({
    key: `s:${s.id}`, kind: 'stay' as const, stayId: s.id, guestId: null, nights: nightsOf(s.checkIn, s.checkOut),
    parts: lines.flatMap((l, i) => (l.stayId === s.id && targetLine(l, target) ? [{ line: i, w: exact(1) }] : [])),
  }));
}

/** A guest's own lines, and an equal share of the per-room lines of the guest's stay. */
export function guestUnits(lines: readonly TCalculationLine[], f: TSpecialFacts, target: TTarget): TUnit[] {
  return f.stays.flatMap((s) => s.guestIds.map((g) => ({
    key: `g:${s.id}:${g}`, kind: 'guest' as const, stayId: s.id, guestId: g, nights: nightsOf(s.checkIn, s.checkOut),
    parts: lines.flatMap((l, i) => {
      if (!targetLine(l, target) || l.stayId !== s.id) return [];
      if (l.guestId === g) return [{ line: i, w: exact(1) }];
      return l.guestId === null ? [{ line: i, w: exact(1, s.guestIds.length) }] : [];
    }),
  })));
}

/** Σ weight × running amount, exact. */
export function baseOf(unit: TUnit, running: readonly bigint[]): TExact {
  let n = 0n;
  let d = 1n;
  for (const p of unit.parts) {
    const v = mul(p.w, exact(running[p.line]));
    n = n * v.d + v.n * d;
    d *= v.d;
  }
  return exact(n, d);
}

const floorOf = (x: TExact): bigint => (x.n >= 0n ? x.n / x.d : -((-x.n + x.d - 1n) / x.d));

/**
 * Changes the unit by delta minor units (negative: a reduction, never below zero; positive: a
 * surcharge on the unit's first line). Returns the change per line, and changes `running`.
 */
export function changeUnit(unit: TUnit, running: bigint[], delta: bigint): Map<number, bigint> {
  const out = new Map<number, bigint>();
  if (delta === 0n || unit.parts.length === 0) return out;
  if (delta > 0n) {
    running[unit.parts[0].line] += delta;
    out.set(unit.parts[0].line, delta);
    return out;
  }
  const base = baseOf(unit, running);
  const cap = floorOf(base);
  const r = -delta < cap ? -delta : cap;
  if (r <= 0n) return out;
  // share_i = r × w_i × a_i / base; floors first, the rest to the largest remainders (then line order).
  const shares = unit.parts.map((p) => {
    const num = r * p.w.n * running[p.line] * base.d;
    const den = p.w.d * base.n;
    return { line: p.line, q: num / den, rem: num % den, den };
  });
  let left = r - shares.reduce((s, x) => s + x.q, 0n);
  const byRem = [...shares].sort((a, b) => {
    const c = b.rem * a.den - a.rem * b.den;
    return c > 0n ? 1 : c < 0n ? -1 : a.line - b.line;
  });
  for (const s of byRem) {
    if (left <= 0n) break;
    if (s.rem > 0n) { s.q += 1n; left -= 1n; }
  }
  for (const s of shares) {
    if (s.q === 0n) continue;
    running[s.line] -= s.q;
    out.set(s.line, -s.q);
  }
  return out;
}
