// What the booking confirmation prices (booking-document.ts): the booking's lines and its room
// bill (on-site items the final invoice bills), and its sums from the booking's one balance
// (bookings/balance.ts), so the confirmation asks for what the invoice and the payment code ask
// for. An agency's commission is its own business with the operator: the confirmation, which the
// agency hands on to its guests, shows the price without it and no paid or open amount (the
// agency's net is what its invoice asks for).
import type { Db } from '../../db/client';
import type { TBookingRow } from '../bookings/access';
import { balanceOf } from '../bookings/payments/balance';
import { linesOf } from '../bookings/prices/calculation';
import { onsiteForInvoice } from '../bookings/onsite/onsite-bill';
import { lineText, type TDocLang } from '../../shared/pdf/texts';

export type TConfirmationPrice = { lines: { text: string; amount: number }[]; sums: [key: 'total' | 'paid' | 'due', amount: number][] };

export async function confirmationPrice(db: Db, b: TBookingRow, lang: TDocLang): Promise<TConfirmationPrice> {
  const [all, onsite, balance] = await Promise.all([linesOf(db, b.id), onsiteForInvoice(db, b.id), balanceOf(db, b.id)]);
  const commission = all.filter((l) => l.type === 'commission').reduce((s, l) => s + l.amount, 0);
  const lines = [
    ...all.filter((l) => l.type !== 'commission').map((l) => ({ text: lineText(lang, l), amount: l.amount })),
    ...onsite.items.map((i) => ({ text: i.text, amount: i.amount })),
  ];
  return { lines, sums: all.some((l) => l.type === 'commission') ? [['total', balance.total - commission]] : [['total', balance.total], ['paid', balance.paid], ['due', balance.open]] };
}
