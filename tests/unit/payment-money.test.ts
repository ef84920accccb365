// Exact money of a booking (issue 16): the tax breakdown of calculation lines (inclusive and
// exclusive, lines without tax data) and a payment converted with the rate stored on it.
import { describe, expect, it } from 'vitest';
import { includedTax, taxBreakdown } from '../../lib/contract/tax-breakdown';
import { convertPayment } from '../../upstream/modules/bookings/payments/payment-currency';

const taxed = (amount: number, rate: number, inclusive: boolean, type = 'room_cost') => ({ type, amount, customData: { tax: { name: 'VAT', rate, inclusive } } });

describe('tax breakdown', () => {
  it('inclusive: the gross holds the tax, rounded once half away from zero', () => {
    expect(includedTax(11_900, 19)).toBe(1_900);
    expect(includedTax(1_000, 7)).toBe(65); // 65.42
    expect(includedTax(-1_000, 7)).toBe(-65);
    expect(taxBreakdown([taxed(7_000, 7, true), taxed(3_700, 7, true)])).toEqual([{ name: 'VAT', rate: 7, inclusive: true, net: 10_000, tax: 700, gross: 10_700 }]);
  });

  it('exclusive: the tax line adds to the taxed lines; lines without tax data form their own group; gross sums to the total', () => {
    const lines = [
      taxed(10_000, 19, false), taxed(5_000, 19, false),
      { type: 'tax', amount: 2_850, textValues: { name: 'VAT', rate: 19, base: 15_000 } },
      { type: 'cost', amount: 1_234, customData: null },
    ];
    const groups = taxBreakdown(lines);
    expect(groups).toEqual([
      { name: 'VAT', rate: 19, inclusive: false, net: 15_000, tax: 2_850, gross: 17_850 },
      { name: null, rate: 0, inclusive: true, net: 1_234, tax: 0, gross: 1_234 },
    ]);
    expect(groups.reduce((s, g) => s + g.gross, 0)).toBe(lines.reduce((s, l) => s + l.amount, 0));
  });

  it('a decimal rate is exact (7.7 %), and empty groups are left out', () => {
    expect(includedTax(10_770, 7.7)).toBe(770);
    expect(taxBreakdown([taxed(500, 19, true), taxed(-500, 19, true)])).toEqual([]);
  });
});

describe('payment in another currency', () => {
  it('converts with the stored rate across minor digits, half away from zero', () => {
    expect(convertPayment(10_000, 'USD', 'EUR', '0.9215')).toEqual({ amount: 9_215, foreignAmount: 10_000, foreignCurrency: 'USD', exchangeRate: '0.9215' });
    expect(convertPayment(12_345, 'JPY', 'EUR', '0.00614').amount).toBe(7_580);
    expect(convertPayment(-12_345, 'JPY', 'EUR', '0.00614').amount).toBe(-7_580);
    expect(convertPayment(1_000, 'EUR', 'JPY', '160.5').amount).toBe(1_605);
    expect(convertPayment(500, undefined, 'EUR', undefined)).toEqual({ amount: 500, foreignAmount: null, foreignCurrency: null, exchangeRate: null });
  });

  it('refuses a missing or malformed rate, a rate for the booking\'s own currency, and a sum that vanishes', () => {
    expect(() => convertPayment(100, 'USD', 'EUR', undefined)).toThrow();
    expect(() => convertPayment(100, 'USD', 'EUR', '-1')).toThrow();
    expect(() => convertPayment(100, 'USD', 'EUR', '0.000')).toThrow();
    expect(() => convertPayment(100, 'EUR', 'EUR', '1')).toThrow();
    expect(() => convertPayment(1, 'USD', 'EUR', '0.001')).toThrow();
  });
});

describe('payment form', async () => {
  const { emptyPaymentForm, paymentBody } = await import('../../lib/bookings/payment-form');
  const form = { ...emptyPaymentForm('EUR', '2030-01-02'), amount: '150,50', reference: ' Deposit ' };
  it('a deposit in the booking\'s currency, a refund negative, a foreign amount with its rate', () => {
    expect(paymentBody(form, 'EUR')).toEqual({ ok: true, body: { amount: 15_050, method: 'cash', paidAt: '2030-01-02T12:00:00Z', reference: 'Deposit' } });
    expect(paymentBody({ ...form, kind: 'refund' }, 'EUR')).toMatchObject({ ok: true, body: { amount: -15_050 } });
    expect(paymentBody({ ...form, currency: 'usd', exchangeRate: '0,92' }, 'EUR')).toMatchObject({ ok: true, body: { amount: 15_050, currency: 'USD', exchangeRate: '0.92' } });
  });
  it('names what is wrong', () => {
    expect(paymentBody({ ...form, amount: '0' }, 'EUR')).toEqual({ ok: false, problem: 'amount' });
    expect(paymentBody({ ...form, amount: '1,234' }, 'EUR')).toEqual({ ok: false, problem: 'amount' });
    expect(paymentBody({ ...form, currency: 'USD' }, 'EUR')).toEqual({ ok: false, problem: 'exchangeRate' });
    expect(paymentBody({ ...form, currency: 'EU' }, 'EUR')).toEqual({ ok: false, problem: 'currency' });
    expect(paymentBody({ ...form, date: '' }, 'EUR')).toEqual({ ok: false, problem: 'date' });
  });
});
