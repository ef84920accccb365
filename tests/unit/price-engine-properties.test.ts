// Property tests of the price engine over generated price lists and bookings (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZPricingRequest, type TCalculationLine, type TPricingRequestInput, type TPricingResult } from '@/lib/contract/pricing';
import { priceBooking } from '@/upstream/modules/prices/engine';
import { booking, day, guests, permute, stay, world } from './price-engine-arbitraries';

const price = (input: TPricingRequestInput): TPricingResult => priceBooking(ZPricingRequest.parse(input));
const sum = (lines: readonly TCalculationLine[]) => lines.reduce((s, l) => s + l.amount, 0);
const RUNS = { numRuns: 200 };
const nextDay = (d: string) => new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10);

describe('price engine properties', () => {
  it('the total is the sum of the lines; every line is quantity × unit price; all amounts are integers', () => {
    fc.assert(fc.property(booking(), (input) => {
      const r = price(input);
      expect(r.total).toBe(sum(r.lines));
      expect(r.subtotal).toBe(sum(r.lines.filter((l) => l.type !== 'tax')));
      if (r.onsite) expect(r.onsite.total).toBe(sum(r.onsite.lines));
      const all = [...r.lines, ...(r.onsite?.lines ?? [])];
      for (const l of all) {
        expect(l.amount).toBe(l.quantity * l.unitPrice);
        for (const v of [l.amount, l.unitPrice, l.quantity]) expect(Number.isSafeInteger(v)).toBe(true);
        expect(l.amount).toBeGreaterThanOrEqual(0);
      }
      for (const v of [r.total, r.subtotal, r.tax?.amount ?? 0, r.tax?.base ?? 0]) expect(Number.isSafeInteger(v)).toBe(true);
      expect(r.lines.every((l) => l.currency === input.currency)).toBe(true);
      if (r.tax && !r.tax.inclusive) expect(r.total).toBe(r.subtotal + r.tax.amount);
      else expect(r.total).toBe(r.subtotal);
    }), RUNS);
  });

  it('the price never depends on the order of stays, guests, a stay\'s guests or chosen supplements', () => {
    fc.assert(fc.property(booking(), fc.array(fc.integer(), { minLength: 8, maxLength: 8 }), (input, keys) => {
      const shuffled: TPricingRequestInput = {
        ...input,
        stays: permute(input.stays, keys).map((s) => ({ ...s, guestIds: permute(s.guestIds, [...keys].reverse()), supplementIds: permute(s.supplementIds ?? [], keys.slice(2)) })),
        guests: permute(input.guests, keys.slice(3)),
        supplementIds: permute(input.supplementIds ?? [], keys.slice(5)),
      };
      expect(price(shuffled)).toEqual(price(input));
    }), RUNS);
  });

  it('every night of every stay is priced once: per-room lines count the nights, per-person lines nights × guests', () => {
    fc.assert(fc.property(booking(true), (input) => {
      const r = price(input);
      for (const s of input.stays) {
        const nights = (Date.parse(s.checkOut) - Date.parse(s.checkIn)) / 86_400_000;
        const room = r.lines.filter((l) => l.stayId === s.id && l.key.startsWith('pricing.lines.room.'));
        const perRoom = room.filter((l) => l.guestId === null);
        if (perRoom.length) expect(perRoom.reduce((q, l) => q + l.quantity, 0)).toBe(nights);
        else expect(room.reduce((q, l) => q + l.quantity, 0)).toBe(nights * s.guestIds.length);
      }
    }), RUNS);
  });

  it('splitting a stay at a season border prices each night by its own season and equals the two halves', () => {
    const splittable = fc.record({ w: world(true), gs: guests }).chain(({ w, gs }) => fc.record({
      w: fc.constant(w), gs: fc.constant(gs),
      border: fc.constantFrom(...w.borders),
      before: fc.integer({ min: 1, max: 10 }), after: fc.integer({ min: 1, max: 10 }),
      s: stay(0, gs.map((g) => g.id)),
    }));
    fc.assert(fc.property(splittable, ({ w, gs, border, before, after, s }) => {
      const from = Math.max(0, border - before);
      const to = Math.min(120, border + after);
      const base = { priceList: w.list, guests: gs, currency: 'EUR', bookingDate: '2026-11-23' };
      const whole = price({ ...base, stays: [{ ...s, checkIn: day(from), checkOut: day(to) }] });
      const halves = price({ ...base, stays: [{ ...s, id: 'a', checkIn: day(from), checkOut: day(border) }, { ...s, id: 'b', checkIn: day(border), checkOut: day(to) }] });

      // Each line's nights lie in the season it names.
      for (const l of whole.lines.filter((x) => x.seasonId)) {
        const { from: first, to: last } = w.list.seasons.find((x) => x.id === l.seasonId)!.periods[0];
        expect(l.from! >= first && l.to! <= nextDay(last)).toBe(true);
      }
      // No line spans the border.
      for (const l of whole.lines) if (l.from && l.to) expect(l.from < day(border) && l.to > day(border)).toBe(false);
      const strip = (l: TCalculationLine) => [l.type, l.guestId, l.seasonId, l.supplementId, l.from, l.to, l.quantity, l.unitPrice, l.amount].join('|');
      const taxless = (r: TPricingResult) => r.lines.filter((l) => l.type !== 'tax').map(strip).sort();
      expect(taxless(whole)).toEqual(taxless(halves));
      expect(whole.subtotal).toBe(halves.subtotal);
      expect(whole.onsite?.total ?? 0).toBe(halves.onsite?.total ?? 0);
      if (!whole.tax || whole.tax.inclusive) expect(whole.total).toBe(halves.total);
    }), RUNS);
  });
});
