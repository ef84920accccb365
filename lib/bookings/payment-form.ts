// The payment dialog's form as the body of POST /api/bookings/{id}/payment: the amount typed in
// major units of the currency paid in (exact, lib/prices/money.ts), a refund sent negative, a
// foreign currency with its rate, the day as noon UTC of the chosen date (a day, not a time).
import { ZExchangeRate } from '../contract/payments';
import { currencyDigits, parseMajor } from '../prices/money';

export type TPaymentForm = {
  kind: 'payment' | 'refund';
  amount: string;
  currency: string;
  exchangeRate: string;
  method: string;
  date: string;
  reference: string;
  note: string;
  /** A refund as goodwill: the price goes down by it too (refunds only). */
  goodwill?: boolean;
};

export type TPaymentBody = {
  amount: number; method: string; paidAt: string; currency?: string; exchangeRate?: string; reference?: string; note?: string; goodwill?: boolean;
};

export type TPaymentProblem = 'amount' | 'currency' | 'exchangeRate' | 'date';

export function emptyPaymentForm(currency: string, today: string, kind: TPaymentForm['kind'] = 'payment'): TPaymentForm {
  return { kind, amount: '', currency, exchangeRate: '', method: kind === 'refund' ? 'transfer' : 'cash', date: today, reference: '', note: '' };
}

export function paymentBody(f: TPaymentForm, bookingCurrency: string): { ok: true; body: TPaymentBody } | { ok: false; problem: TPaymentProblem } {
  const currency = f.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return { ok: false, problem: 'currency' };
  const parsed = parseMajor(f.amount, currencyDigits(currency));
  if (!parsed.ok || parsed.minor === 0) return { ok: false, problem: 'amount' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.date)) return { ok: false, problem: 'date' };
  const foreign = currency !== bookingCurrency;
  const rate = f.exchangeRate.trim().replace(',', '.');
  if (foreign && !ZExchangeRate.safeParse(rate).success) return { ok: false, problem: 'exchangeRate' };
  return {
    ok: true,
    body: {
      amount: f.kind === 'refund' ? -parsed.minor : parsed.minor,
      method: f.method,
      paidAt: `${f.date}T12:00:00Z`,
      ...(foreign ? { currency, exchangeRate: rate } : {}),
      ...(f.reference.trim() ? { reference: f.reference.trim() } : {}),
      ...(f.note.trim() ? { note: f.note.trim() } : {}),
      ...(f.kind === 'refund' && f.goodwill ? { goodwill: true } : {}),
    },
  };
}
