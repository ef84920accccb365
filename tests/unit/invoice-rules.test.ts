// Pure rules of the invoices module: number formats, the tax breakdown (inclusive and exclusive,
// rounded once), the exclusive tax shared among split invoices (the shares add up exactly), and
// the PDF text filter that keeps any guest input printable.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber } from '../../upstream/modules/invoices/numbering';
import { printable } from '../../upstream/modules/invoices/pdf-text';
import { breakdown, roundDiv, shareTax } from '../../upstream/modules/invoices/tax';

describe('invoice numbers', () => {
  it('fills year and zero-padded counter', () => {
    expect(formatInvoiceNumber('RE-{YYYY}-{NNNNN}', 2027, 42)).toBe('RE-2027-00042');
    expect(formatInvoiceNumber('{YY}/{NNN}', 2027, 7)).toBe('27/007');
    expect(formatInvoiceNumber('R{N}', 2027, 123456)).toBe('R123456');
  });
});

describe('tax', () => {
  it('inclusive: net + tax = gross per rate, tax = round(gross × r / (100 + r)) half away from zero', () => {
    fc.assert(fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.constantFrom(7, 19, 10.5, 0), (gross, rate) => {
      const [row] = breakdown({ mode: 'inclusive', rate }, [{ type: 'room_cost', source: 'engine', amount: gross }]);
      expect(row.net + row.tax).toBe(gross);
      const exact = (gross * rate) / (100 + rate);
      expect(Math.abs(row.tax - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
    }));
    expect(breakdown({ mode: 'inclusive', rate: 19 }, [{ type: 'cost', source: 'manual', amount: 119 }])[0]).toMatchObject({ net: 100, tax: 19, gross: 119 });
  });

  it('exclusive: engine lines at the rate with the booking\'s tax amount; other lines at 0 %', () => {
    const rows = breakdown({ mode: 'exclusive', rate: 19, amount: 1900, base: 10_000 }, [
      { type: 'room_cost', source: 'engine', amount: 10_000 }, { type: 'tax', source: 'engine', amount: 1900 }, { type: 'cost', source: 'manual', amount: 500 },
    ]);
    expect(rows).toEqual([
      { rate: 19, inclusive: false, net: 10_000, tax: 1900, gross: 11_900, name: undefined },
      { rate: 0, inclusive: false, net: 500, tax: 0, gross: 500 },
    ]);
  });

  it('shares of a split add up to the tax exactly and follow the bases', () => {
    fc.assert(fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }), (tax, bases) => {
      const shares = shareTax(tax, bases);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(tax);
      const sum = bases.reduce((a, b) => a + b, 0);
      if (sum > 0) shares.forEach((s, i) => expect(Math.abs(s - (tax * bases[i]) / sum)).toBeLessThan(1 + 1e-9));
    }));
  });

  it('roundDiv rounds half away from zero', () => {
    expect(roundDiv(5n, 1n, 2n)).toBe(3n);
    expect(roundDiv(-5n, 1n, 2n)).toBe(-3n);
    expect(roundDiv(4n, 1n, 3n)).toBe(1n);
  });
});

describe('printable', () => {
  it('keeps WinAnsi, transliterates accents, replaces the rest, never grows beyond the limit', () => {
    expect(printable('Müller-Lüdenscheidt €')).toBe('Müller-Lüdenscheidt €');
    expect(printable('Łódź Dvořák')).toBe('Lódz Dvorák');
    expect(printable('🐠李\u202E')).toBe('???');
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
      const out = printable(s, 100);
      expect(out.length).toBeLessThanOrEqual(100);
      for (const ch of out) {
        const c = ch.codePointAt(0)!;
        expect((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.includes(ch)).toBe(true);
      }
    }));
  });
});
