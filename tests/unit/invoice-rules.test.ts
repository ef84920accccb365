// Pure rules of the invoices module: number formats, the tax breakdown (inclusive and exclusive,
// rounded once), the exclusive tax shared among split invoices (the shares add up exactly), and
// the PDF text filter that keeps any guest input printable.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber } from '../../upstream/modules/invoices/numbering';
import { hasGlyph } from '../../upstream/shared/pdf/pdf-fonts';
import { printable } from '../../upstream/shared/pdf/pdf-text';
import { breakdown, roundDiv, rowName, shareTax, spread } from '../../upstream/modules/invoices/tax';

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
      const [row] = breakdown([{ amount: gross, tax: { rate, inclusive: true } }], new Map(), 'en');
      expect(row.net + row.tax).toBe(gross);
      const exact = (gross * rate) / (100 + rate);
      expect(Math.abs(row.tax - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
    }));
    expect(breakdown([{ amount: 119, tax: { rate: 19, inclusive: true } }], new Map(), 'en')[0]).toMatchObject({ net: 100, tax: 19, gross: 119 });
  });

  it('exclusive: lines at the rate with the booking\'s tax amount; lines without a tax at 0 %', () => {
    const rows = breakdown([{ amount: 10_000, tax: { rate: 19, inclusive: false, name: 'VAT' } }, { amount: 500, tax: { rate: 0, inclusive: true } }], new Map([[19, 1900]]), 'en');
    expect(rows).toEqual([
      { rate: 19, inclusive: false, net: 10_000, tax: 1900, gross: 11_900, name: 'VAT 19 %' },
      { rate: 0, inclusive: true, net: 500, tax: 0, gross: 500, name: 'VAT 0 %' },
    ]);
  });

  it('one row per rate, each named by its own rate (never another rate\'s name)', () => {
    const rows = breakdown([
      { amount: 11_900, tax: { rate: 19, inclusive: true, name: 'VAT 19 %' } },
      { amount: 1070, tax: { rate: 7, inclusive: true } },
      { amount: 2140, tax: { rate: 7, inclusive: true, name: 'VAT 19 %' } },
      { amount: 1140, tax: { rate: 14, inclusive: true, name: 'VAT' } },
    ], new Map(), 'de');
    expect(rows.map((r) => [r.rate, r.name])).toEqual([[19, 'VAT 19 %'], [14, 'VAT 14 %'], [7, 'USt. 7 %']]);
    expect(rows.find((r) => r.rate === 7)).toMatchObject({ gross: 3210, tax: 210 });
    expect(rowName(['Egyptian VAT 14 %'], 14, 'en')).toBe('Egyptian VAT 14 %');
    expect(rowName(['MwSt.'], 10.5, 'de')).toBe('MwSt. 10,5 %');
  });

  it('spread: parts between 0 and their weight, adding up exactly; all of the sum gives each its weight', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: -50_000, max: 200_000 }), { minLength: 1, maxLength: 8 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, f) => {
      const sum = weights.reduce((a, b) => a + b, 0);
      const amount = Math.round(sum * f) || 0;
      const parts = spread(amount, weights);
      if (sum === 0) return;
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      parts.forEach((p, i) => {
        expect(p).toBeGreaterThanOrEqual(Math.min(0, weights[i]));
        expect(p).toBeLessThanOrEqual(Math.max(0, weights[i]));
      });
      expect(spread(sum, weights)).toEqual(weights);
    }));
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
  it('keeps what the embedded font draws (Polish, Vietnamese, Greek, Cyrillic), transliterates or replaces the rest, never grows beyond the limit', () => {
    expect(printable('Müller-Lüdenscheidt €')).toBe('Müller-Lüdenscheidt €');
    expect(printable('Łódź Dvořák Łukasz Nguyễn')).toBe('Łódź Dvořák Łukasz Nguyễn');
    expect(printable('Ξενία Москва')).toBe('Ξενία Москва');
    // Decomposed input is composed (NFC): the same letters as typed precomposed.
    expect(printable('Nguye\u0302\u0303n')).toBe('Nguyễn');
    expect(printable('🐠李\u202E\u0000')).toBe('????');
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
      const out = printable(s, 100);
      expect(out.length).toBeLessThanOrEqual(100);
      // One expect per string (one per character made the property take seconds).
      expect([...out].filter((ch) => !hasGlyph(ch.codePointAt(0)!) || /[\p{Cc}\p{Cf}\p{Cs}]/u.test(ch))).toEqual([]);
    }));
  }, 30_000); // fast-check's 100 binary strings alone took 6 s on a loaded machine (printable: 40 ms)
});
