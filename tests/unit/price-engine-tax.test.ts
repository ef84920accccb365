// Tax modes and currencies by hand. Stay s1 with one adult: 2×100.00 (LOW) + 2×120.00 (HIGH) = 440.00.
import { describe, expect, it } from 'vitest';
import { ZPricingList, ZPricingRequest, ZPricingStay } from '@/lib/contract/pricing';
import { price, PPPN, request } from './price-engine-fixtures';

const taxed = (tax: { status?: 'draft' | 'active' | 'aborted'; value?: number; name?: string; inclusive?: boolean }, amount?: number) =>
  price(request({ priceList: { entries: amount ? PPPN.map((e) => ({ ...e, amount })) : PPPN, tax } }));

describe('tax', () => {
  it('is off unless active (the spec\'s default status is aborted)', () => {
    expect(taxed({ value: 19, inclusive: false }).tax).toBeNull();
    expect(taxed({ status: 'draft', value: 19, inclusive: false }).total).toBe(44000);
    expect(price(request({ priceList: { entries: PPPN } })).tax).toBeNull();
  });
  it('exclusive: a tax line on the sum of taxable lines, added to the total', () => {
    const r = taxed({ status: 'active', value: 19, name: 'VAT', inclusive: false });
    const line = r.lines[r.lines.length - 1];
    expect([line.type, line.key, line.quantity, line.unitPrice, line.amount, line.taxable, line.stayId]).toEqual(['tax', 'pricing.lines.tax', 1, 8360, 8360, false, null]);
    expect(line.values).toEqual({ name: 'VAT', rate: 19, base: 44000 });
    expect(r.tax).toEqual({ name: 'VAT', rate: 19, inclusive: false, base: 44000, amount: 8360 });
    expect([r.subtotal, r.total]).toEqual([44000, 52360]);
  });
  it('exclusive tax rounds once on the base: 7.7% of 4 × 33.33 (133.32) = 10.26564 → 10.27', () => {
    const r = taxed({ status: 'active', value: 7.7, inclusive: false }, 3333);
    expect(r.tax?.amount).toBe(1027);
    expect(r.total).toBe(13332 + 1027);
  });
  it('inclusive: no line, the total stays, the summary holds the contained tax', () => {
    const r = taxed({ status: 'active', value: 19, name: 'MwSt', inclusive: true });
    expect(r.lines.some((l) => l.type === 'tax')).toBe(false);
    // 44000 × 19 / 119 = 7025.21 → 7025
    expect(r.tax).toEqual({ name: 'MwSt', rate: 19, inclusive: true, base: 44000, amount: 7025 });
    expect(r.total).toBe(44000);
  });
  it('inclusive with a decimal rate: 44000 × 7.5 / 107.5 = 3069.77 → 3070', () => {
    expect(taxed({ status: 'active', value: 7.5, inclusive: true }).tax?.amount).toBe(3070);
  });
  it('an active tax of 0% (the spec default value) gives a zero summary', () => {
    expect(taxed({ status: 'active' }).tax).toEqual({ name: '', rate: 0, inclusive: true, base: 44000, amount: 0 });
  });
});

describe('currency', () => {
  it('a booking in the list\'s currency ignores any rate', () => {
    expect(price(request({ priceList: { entries: PPPN }, exchangeRate: '2' })).total).toBe(44000);
  });
  it('converts each unit price with the rate before its one rounding', () => {
    // 100.00 EUR × 1.0845 = 108.45 USD; 120.00 EUR × 1.0845 = 130.14 USD
    const r = price(request({ priceList: { entries: PPPN }, currency: 'USD', exchangeRate: '1.0845' }));
    expect(r.lines.map((l) => [l.currency, l.unitPrice, l.amount])).toEqual([['USD', 10845, 21690], ['USD', 13014, 26028]]);
    expect(r.currency).toBe('USD');
    expect(r.total).toBe(47718);
  });
  it('a child\'s price is converted exactly, not from a rounded euro price', () => {
    // 99.99 × 50% = 49.995 EUR; × 1.1 = 54.9945 USD → 54.99 (rounding the euro price first would give 55.00)
    const r = price(request({ priceList: { entries: [{ ...PPPN[0], amount: 9999 }], childRules: [{ maxAge: 11, mode: 'PerCent', value: 50 }] }, currency: 'USD', exchangeRate: '1.1',
      guests: [{ id: 'k', age: 4 }], stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-02', checkOut: '2027-01-03', guestIds: ['k'] }] }));
    expect(r.lines[0].unitPrice).toBe(5499);
  });
  it('respects minor-unit digits: 100.00 EUR at 161.5 JPY is 16150 yen', () => {
    const r = price(request({ priceList: { entries: PPPN }, currency: 'JPY', exchangeRate: '161.5',
      stays: [{ id: 's1', roomTypeId: 'dbl', checkIn: '2027-01-02', checkOut: '2027-01-03', guestIds: ['a'] }] }));
    expect(r.lines[0].unitPrice).toBe(16150);
  });
});

describe('contract', () => {
  it('refuses a stay that does not end after it begins, impossible days and unknown fields', () => {
    expect(ZPricingStay.safeParse({ id: 's', roomTypeId: 'r', checkIn: '2027-01-02', checkOut: '2027-01-02', guestIds: [] }).success).toBe(false);
    expect(ZPricingStay.safeParse({ id: 's', roomTypeId: 'r', checkIn: '2027-02-30', checkOut: '2027-03-02', guestIds: [] }).success).toBe(false);
    expect(ZPricingStay.safeParse({ id: 's', roomTypeId: 'r', checkIn: '2027-01-02', checkOut: '2027-01-03', guestIds: [], extra: 1 }).success).toBe(false);
  });
  it('refuses fractional minor units, long decimals in percentages and bad rates', () => {
    const base = { id: 'pl', seasons: [{ id: 's', periods: [{ from: '2027-01-01', to: '2027-01-31' }] }] };
    expect(ZPricingList.safeParse({ ...base, entries: [{ id: 'e', roomTypeId: 'r', seasonId: 's', basis: 'PerRoomPerNight', amount: 10.5 }] }).success).toBe(false);
    expect(ZPricingList.safeParse({ ...base, entries: [], tax: { value: 19.12345 } }).success).toBe(false);
    expect(ZPricingList.safeParse({ ...base, entries: [], childRules: [{ maxAge: 11, mode: 'Fix', value: 10.5 }] }).success).toBe(false);
    expect(ZPricingList.safeParse({ ...base, entries: [], childRules: [{ minAge: 5, maxAge: 3, mode: 'FOC' }] }).success).toBe(false);
    expect(ZPricingList.safeParse({ ...base, entries: [], seasons: [{ id: 's', periods: [{ from: '2027-02-01', to: '2027-01-01' }] }] }).success).toBe(false);
    for (const exchangeRate of ['0', '0.000', '-1', '1e3', 'abc']) {
      expect(ZPricingRequest.safeParse(request({ priceList: { entries: PPPN }, exchangeRate })).success).toBe(false);
    }
  });
  it('fills the spec\'s defaults: tax aborted 0% inclusive, childMaxAge 11, currency EUR', () => {
    const parsed = ZPricingRequest.parse(request({ priceList: { entries: PPPN } }));
    expect(parsed.priceList.tax).toEqual({ status: 'aborted', value: 0, name: '', inclusive: true });
    expect(parsed.childMaxAge).toBe(11);
    expect(parsed.priceList.currency).toBe('EUR');
  });
});
