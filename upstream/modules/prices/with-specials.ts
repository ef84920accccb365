// A quote's lines with the specials that apply and the agency's commission (the specials engine,
// engine/specials). The facts come from the rooms asked for and what the caller knows of the
// booking: a public quote knows only its rooms and guests, a stored booking also its agency,
// source, schedule, chosen specials and customers (bookings/booking-specials.ts).
import type { TRoomRequest } from '../../../lib/contract/booking-core';
import type { TPricingResult } from '../../../lib/contract/pricing';
import { ageOn } from './engine/days';
import { applySpecials, type TChannel, type TCommissionTerms, type THistory, type TSpecial } from './engine/specials';

export type TCustomerFacts = { customerType: string | null; passportCountry: string | null; addressCountry: string | null };

export type TQuoteContext = {
  channel: TChannel;
  /** The day the booking was made (early bird and last minute count from it); default: the quote's day. */
  bookingDate?: string;
  agency?: string | null;
  source?: string | null;
  schedule?: string | null;
  tour?: string | null;
  paxOnTrip?: number | null;
  history?: THistory | null;
  customers?: Map<string, TCustomerFacts>;
  chosen?: { id: string; ignoreRules: boolean }[];
  commission?: TCommissionTerms | null;
  /** Price with these specials instead of the stored active ones (the preview of an unsaved special). */
  specials?: TSpecial[];
};

type TAsset = { resort: string | null; vessel: string | null; roomType: string | null };

export function withSpecials(result: TPricingResult, specials: TSpecial[], rooms: TRoomRequest[], assets: TAsset[], bookingDate: string, ctx: TQuoteContext): TPricingResult {
  const agency = ctx.agency ?? null;
  const booked = ctx.bookingDate ?? bookingDate;
  if (specials.length === 0 && !(agency && ctx.commission)) return result;
  const guests = rooms.flatMap((r, i) => (r.guests.length ? r.guests : [{ gender: 'u' as const }]).map((g, j) => {
    const customer = 'customer' in g && g.customer ? g.customer : null;
    const c = customer ? ctx.customers?.get(customer) : undefined;
    const birthday = 'birthday' in g ? g.birthday : undefined;
    return { id: `g${i}-${j}`, stay: `s${i}`, age: birthday ? ageOn(birthday, bookingDate) : null, customer,
      customerType: c?.customerType ?? null, passportCountry: c?.passportCountry ?? null, addressCountry: c?.addressCountry ?? null };
  }));
  const r = applySpecials({
    lines: result.lines,
    specials,
    facts: {
      bookingDate: booked, channel: ctx.channel, resort: assets[0]?.resort ?? null, vessel: assets[0]?.vessel ?? null, agency,
      source: ctx.source ?? null, schedule: ctx.schedule ?? null, tour: ctx.tour ?? null, paxOnTrip: ctx.paxOnTrip ?? null, history: ctx.history ?? null,
      stays: rooms.map((room, i) => ({ id: `s${i}`, roomTypeId: assets[i]?.roomType ?? null, checkIn: room.dateFrom, checkOut: room.dateTo,
        guestIds: guests.filter((g) => g.stay === `s${i}`).map((g) => g.id) })),
      guests,
    },
    chosen: ctx.chosen ?? [],
    currency: result.currency,
    tax: result.tax ? { status: 'active', value: result.tax.rate, name: result.tax.name, ...(result.tax.names ? { names: result.tax.names } : {}), inclusive: result.tax.inclusive } : null,
    commission: agency ? ctx.commission ?? null : null,
  });
  const subtotal = r.lines.filter((l) => l.type !== 'tax' && l.type !== 'commission').reduce((s, l) => s + l.amount, 0);
  return {
    ...result, lines: r.lines, subtotal, tax: r.taxSummary, total: r.total,
    specials: r.applied.map(({ id, name, saving }) => ({ id, name, saving })),
    ...(agency ? { gross: r.gross, commission: r.commission } : {}),
  };
}
