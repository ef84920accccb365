// Every line the engine produces has its description in both languages, and the values it
// carries fill the message (formatting throws on a missing placeholder value).
import fc from 'fast-check';
import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { ZPricingRequest } from '@/lib/contract/pricing';
import { priceBooking } from '@/upstream/modules/prices/engine';
import { booking } from './price-engine-arbitraries';

describe('price engine line descriptions', () => {
  it('format in de and en with the line\'s values', () => {
    const translators = [createTranslator({ locale: 'de', messages: de }), createTranslator({ locale: 'en', messages: en })];
    const seen = new Set<string>();
    fc.assert(fc.property(booking(), (input) => {
      const r = priceBooking(ZPricingRequest.parse(input));
      for (const l of [...r.lines, ...(r.onsite?.lines ?? [])]) {
        seen.add(l.key);
        for (const t of translators) {
          const text = t(l.key as Parameters<typeof t>[0], l.values as never);
          expect(text).not.toContain(l.key);
          expect(text).not.toMatch(/[{}]/);
        }
      }
    }), { numRuns: 150 });
    // The generated bookings reach the room, supplement and tax messages.
    expect([...seen].some((k) => k.startsWith('pricing.lines.room.'))).toBe(true);
    expect([...seen].some((k) => k.startsWith('pricing.lines.supplement.'))).toBe(true);
    expect(seen.has('pricing.lines.tax')).toBe(true);
  });
});
