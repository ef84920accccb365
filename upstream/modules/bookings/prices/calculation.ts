// A booking's calculation: the price engine's lines (reloaded from its rooms and the active
// price list), lines added by hand, and the cancellation fee; payments against it. The total is
// the sum of the lines; open = total - paid.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { namedInsert } from '../../../db/statements';
import { bookingRooms, calculationLines, priceLists } from '../../../db/schema';
import { assertAmountFits, assertTotalFits, sumsOf } from './money-bounds';
import { AppError, errors } from '../../../http/errors';
import type { TPriceRecord } from '../../prices/from-record';
import { quoteRooms } from '../../prices/quote';
import { crossRate } from './fx';
import type { TBookingRow } from '../access';
import { bookingQuoteContext, type TPricedBooking } from './booking-specials';
import { bookingDefaultTax } from './booking-tax';

export type TLine = typeof calculationLines.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A booking just made (create): its rooms as the write inserted them; it has no lines yet and
 *  no specials given by hand, so nothing of that is read back or deleted. */
export type TFreshBooking = { rooms: (typeof bookingRooms.$inferSelect)[] };

/** Replaces the engine lines by a fresh quote, quoted first so that a failed quote changes
 *  nothing. A booking the price list cannot price: strict (the explicit reload) answers the
 *  engine's 409; on a room change, a booking that has a price keeps it and the change is refused
 *  (422 naming the missing price: never lose a price), one that never had one stays without.
 *  Returns the engine lines written. */
export async function reloadPrice(tx: Db, row: TPricedBooking, bookingDate: string, strict: boolean, fresh?: TFreshBooking): Promise<TLine[]> {
  const engineLines = and(eq(calculationLines.bookingId, row.id), eq(calculationLines.source, 'engine'));
  const rooms = fresh ? [...fresh.rooms].sort((a, b) => a.sort - b.sort)
    : await tx.select().from(bookingRooms).where(eq(bookingRooms.bookingId, row.id)).orderBy(asc(bookingRooms.sort));
  let lines: Awaited<ReturnType<typeof quoteRooms>>['lines'] = [];
  let tax: Awaited<ReturnType<typeof quoteRooms>>['tax'] = null;
  // The specials given by hand: their lines say so (byHand 1), so a screen offers to take them back.
  let byHand = new Set<string>();
  if (rooms.length > 0) {
    try {
      // Specials (auto-added and given by hand) and the agency's commission come with the quote.
      const ctx = await bookingQuoteContext(tx, row, rooms.flatMap((r) => r.guests), bookingDate, fresh ? [] : undefined);
      byHand = new Set((ctx.chosen ?? []).map((c) => c.id));
      // The booking's own price list (changePrice), its rooms' price variants (an id of a price
      // variant; a variant given as a free label at creation is no price variant) and the
      // settings' exchange rate when the list is in another currency.
      const [own] = row.roomPrice ? await tx.select().from(priceLists).where(eq(priceLists.id, row.roomPrice)) : [];
      const variants = rooms.map((r) => (r.variant && UUID.test(r.variant) ? r.variant : null));
      ({ lines, tax } = await quoteRooms(tx, rooms.map((r) => ({ room: r.roomId, dateFrom: r.dateFrom, dateTo: r.dateTo, guests: r.guests })), row.currency, bookingDate, ctx,
        { priceList: (own as unknown as TPriceRecord | undefined) ?? null, variants, rate: (listCurrency) => crossRate(tx, listCurrency, row.currency) }));
    } catch (err) {
      if (strict || !(err instanceof AppError) || err.status !== 409) throw err;
      if (fresh) return [];
      const [had] = await tx.select({ id: calculationLines.id }).from(calculationLines).where(engineLines).limit(1);
      if (!had) return [];
      throw errors.unprocessable('PRICE_NOT_RECALCULATED', `The booking keeps its price: this change cannot be priced. ${err.description ?? err.message}`);
    }
  }
  if (!fresh) await tx.delete(calculationLines).where(engineLines);
  if (lines.length === 0) return [];
  const added = lines.reduce((sum, l) => sum + l.amount, 0);
  if (fresh) assertAmountFits(added, 'rooms');
  else await assertTotalFits(tx, row.id, added, 'rooms');
  // The tax each line carries as the engine decided it (lib/contract/tax-breakdown.ts and the
  // invoice read it): a taxable line the list's active tax, an untaxable one 0 %; a list without an
  // active tax: the booking's tax record or the general default (booking-tax.ts), inclusive.
  const taxed = tax ? { name: tax.name, ...(tax.names ? { names: tax.names } : {}), rate: tax.rate, inclusive: tax.inclusive } : await bookingDefaultTax(tx, row.id);
  const taxOf = (l: (typeof lines)[number]) => (l.type === 'tax' || !taxed ? null
    : l.taxable ? taxed : { name: '', rate: 0, inclusive: taxed.inclusive });
  return insertLines(tx, lines.map((l) => {
    const lineTax = taxOf(l);
    return {
      // A line of one guest names the guest (room cost and supplements do so themselves; a special
      // per person carries it as guestId): a split by guest sends it to that guest's invoice.
      bookingId: row.id, type: l.type, source: 'engine', textKey: l.key,
      textValues: { ...l.values, ...(l.guestId && l.values.guest === undefined ? { guest: l.guestId } : {}), ...(l.type === 'special' && byHand.has(String(l.values.specialId)) ? { byHand: 1 } : {}) },
      quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount, currency: l.currency, sort: l.sort,
      // ... and the special a special's line comes from.
      customData: lineTax || l.type === 'special' ? {
        ...(lineTax ? { tax: lineTax } : {}),
        ...(l.type === 'special' ? { specialId: l.values.specialId } : {}),
      } : null,
    };
  }));
}

const insertLines = namedInsert('calculation_lines_insert', calculationLines, true);

export async function linesOf(tx: Db, bookingId: string): Promise<TLine[]> {
  return tx.select().from(calculationLines).where(eq(calculationLines.bookingId, bookingId)).orderBy(asc(calculationLines.sort), asc(calculationLines.createdAt));
}

/** Total and paid, summed in bigint (money-bounds.ts): a sum never overflows. */
export const totalsOf = sumsOf;

/** A line by hand: its free text, or a message key (pricing.lines.*) shown in each reader's language. */
export type TManualLine = { type: string; text: string; quantity: number; unitPrice: number; textKey?: string };

export async function addManualLine(tx: Db, row: Pick<TBookingRow, 'id' | 'currency'>, line: TManualLine): Promise<void> {
  await assertTotalFits(tx, row.id, line.quantity * line.unitPrice);
  const [m] = await tx.select({ sort: sql<number>`coalesce(max(${calculationLines.sort}), 0)::int` }).from(calculationLines).where(eq(calculationLines.bookingId, row.id));
  await tx.insert(calculationLines).values({
    bookingId: row.id, type: line.type, source: 'manual', ...(line.textKey ? { textKey: line.textKey, textValues: {}, text: null } : { text: line.text }), quantity: line.quantity, unitPrice: line.unitPrice,
    amount: line.quantity * line.unitPrice, currency: row.currency, sort: Number(m.sort) + 1, editable: true, deletable: true,
  });
}

export async function deleteLine(tx: Db, bookingId: string, lineId: string): Promise<void> {
  const [l] = await tx.select().from(calculationLines).where(and(eq(calculationLines.id, lineId), eq(calculationLines.bookingId, bookingId)));
  if (!l) throw errors.notFound('Calculation line not found');
  if (!l.deletable) throw errors.conflict('LINE_NOT_DELETABLE', 'This line comes from the price list; change the rooms or reload the price instead.');
  await tx.delete(calculationLines).where(eq(calculationLines.id, lineId));
}

export type TCancellationFee = {
  percent?: number; value?: number; reason: string;
  /** The message to the guest, stored with the fee (spec: cancellation settings). */
  message?: string;
  /** Fee on the price with the agency's commission (includeCommission), else on the total. */
  onGross?: boolean;
  /** With useTerms: the terms, the days before arrival and the cancellation day the percent came from. */
  terms?: string; daysBefore?: number; date?: string;
};

/**
 * Cancellation: the fee (a percent of the total or a fixed value) becomes what the booking
 * costs: a 'cost' line for the fee and a 'discount' line crediting the rest, so the lines still
 * sum to the total. Without percent or value the booking is cancelled free of charge.
 */
/** What a cancellation would charge now: the fee in minor units and the total it replaces. One
 *  rule for the cancel itself and its preview (the dialog shows the amount before the click). */
export async function cancellationFeeAmount(tx: Db, bookingId: string, fee: TCancellationFee): Promise<{ amount: number; total: number }> {
  const { total } = await totalsOf(tx, bookingId);
  const [c] = await tx.select({ sum: sql<string>`coalesce(sum(${calculationLines.amount}), 0)` }).from(calculationLines)
    .where(and(eq(calculationLines.bookingId, bookingId), eq(calculationLines.type, 'commission')));
  const base = fee.onGross ? total - Number(c.sum) : total;
  const amount = fee.value !== undefined ? fee.value
    : fee.percent !== undefined ? Math.round((base * Math.round(fee.percent * 100)) / 10_000) : 0;
  return { amount, total };
}

export async function applyCancellationFee(tx: Db, row: Pick<TBookingRow, 'id' | 'currency'>, fee: TCancellationFee): Promise<void> {
  const { amount, total } = await cancellationFeeAmount(tx, row.id, fee);
  const [m] = await tx.select({ sort: sql<number>`coalesce(max(${calculationLines.sort}), 0)::int` }).from(calculationLines).where(eq(calculationLines.bookingId, row.id));
  const values = { reason: fee.reason, percent: fee.percent ?? 0, ...(fee.message ? { message: fee.message } : {}), ...(fee.terms !== undefined ? { terms: fee.terms, daysBefore: fee.daysBefore ?? 0, date: fee.date ?? '' } : {}) };
  const common = { bookingId: row.id, source: 'cancellation', currency: row.currency, quantity: 1, textValues: values, customData: fee.message ? { message: fee.message } : null };
  await tx.insert(calculationLines).values([
    { ...common, type: 'discount', textKey: 'pricing.lines.cancellationCredit', unitPrice: -total, amount: -total, sort: Number(m.sort) + 1 },
    { ...common, type: 'cost', textKey: 'pricing.lines.cancellationFee', unitPrice: amount, amount, sort: Number(m.sort) + 2, deletable: true },
  ]);
}

export async function removeCancellationLines(tx: Db, bookingId: string): Promise<void> {
  await tx.delete(calculationLines).where(and(eq(calculationLines.bookingId, bookingId), eq(calculationLines.source, 'cancellation')));
}
