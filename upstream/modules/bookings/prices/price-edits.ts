// Everything else on a booking's price (issue 15, api-calls 7.4): products and addons added to
// the calculation, a line edited, refreshed, renamed or moved, another price list, a room's price
// variant, another currency, language or agency. Each runs inside changeBooking (one transaction,
// one version) after the price check of the hooks (an invoiced booking: 409 ALREADY_INVOICED).
// Rules: docs/decisions/pricing.md, "Products and addons on a booking".
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agencies, bookingRooms, bookings, calculationLines, payments, priceLists, priceVariants, products, supplements } from '../../../db/schema';
import { errors } from '../../../http/errors';
import type { TBookingRow } from '../access';
import { reloadPrice, linesOf, type TLine } from './calculation';
import { convertMinor, crossRate } from './fx';
import { assertTotalFits } from './money-bounds';
import { chargedUnitPrice, needsDives, unitsFor, type TChargeType, type TRuleBase } from './product-lines';

export type TItemInput = { quantity?: number; customers?: string[]; chargeType?: TChargeType; diveDays?: number; dives?: number; text?: string };
type TItemSource = { kind: 'product' | 'addon'; id: string } & TItemInput;
const DAY = 86_400_000;

/** Nights, guests and distinct people of the booking (or of the chosen customers). */
async function stayFacts(tx: Db, row: TBookingRow, customers?: string[]) {
  const rooms = await tx.select().from(bookingRooms).where(eq(bookingRooms.bookingId, row.id));
  const nights = rooms.length === 0 ? 0
    : Math.round((Math.max(...rooms.map((r) => Date.parse(r.dateTo))) - Math.min(...rooms.map((r) => Date.parse(r.dateFrom)))) / DAY);
  let guests = rooms.flatMap((r) => r.guests);
  if (customers?.length) {
    const missing = customers.filter((c) => !guests.some((g) => g.customer === c));
    if (missing.length) throw errors.validation([{ path: 'customers', message: `not a guest of this booking: ${missing.join(', ')}` }]);
    guests = guests.filter((g) => g.customer && customers.includes(g.customer));
  }
  const persons = guests.length || (customers?.length ? 0 : Math.max(1, row.noOfPax ?? 0));
  const distinct = new Set(guests.map((g, i) => g.customer ?? `#${i}`)).size || persons;
  return { nights, persons, customers: distinct, roomCost: 0 };
}

/** The line a product or addon gives the booking now: its record's price in the booking's currency. */
async function itemLine(tx: Db, row: TBookingRow, src: TItemSource) {
  const table = src.kind === 'product' ? products : supplements;
  const [rec] = await tx.select().from(table).where(eq(table.id, src.id));
  if (!rec) throw errors.notFound(src.kind === 'product' ? 'Product not found' : 'Addon not found');
  if (!rec.isActive) throw errors.conflict(src.kind === 'product' ? 'PRODUCT_INACTIVE' : 'ADDON_INACTIVE', `"${rec.name}" is not active.`);
  if ((rec.resort && row.resort && rec.resort !== row.resort) || (rec.vessel && row.vessel && rec.vessel !== row.vessel)) {
    throw errors.conflict('OTHER_ASSET', `"${rec.name}" belongs to another resort or vessel than the booking.`);
  }
  const ruleBase = rec.ruleBase as TRuleBase;
  const facts = await stayFacts(tx, row, src.customers);
  const charge: TChargeType = src.chargeType ?? 'Direct';
  let unit: number;
  let quantity: number;
  const values: Record<string, string | number> = { ruleBase };
  if (src.kind === 'addon' && 'mode' in rec && rec.mode === 'PerCent') {
    // A percentage of the booking's room price (its room_cost lines), once for the booking.
    const [s] = await tx.select({ sum: sql<string>`coalesce(sum(${calculationLines.amount}), 0)` }).from(calculationLines)
      .where(and(eq(calculationLines.bookingId, row.id), eq(calculationLines.type, 'room_cost')));
    const pct = Number(rec.percent ?? 0);
    unit = Math.round((Number(s.sum) * Math.round(pct * 100)) / 10_000);
    quantity = 1;
    Object.assign(values, { percent: pct, base: Number(s.sum) });
  } else {
    if (src.kind === 'addon' && 'mode' in rec && rec.mode !== 'Absolute') {
      throw errors.validation([{ path: 'addon', message: `an addon in mode ${rec.mode} is a special's mode; only Absolute and PerCent addons go on a price` }], 'ADDON_MODE');
    }
    if (needsDives(ruleBase) && src.dives === undefined && src.quantity === undefined) {
      throw errors.validation([{ path: 'dives', message: 'a PerDive price needs the number of dives (or a quantity)' }]);
    }
    const price = Number(src.kind === 'product' ? (rec as typeof products.$inferSelect).price : (rec as typeof supplements.$inferSelect).amount) || 0;
    unit = convertMinor(price, rec.currency ?? row.currency, row.currency, await crossRate(tx, rec.currency ?? row.currency, row.currency));
    quantity = src.quantity ?? unitsFor(ruleBase, { ...facts, diveDays: src.diveDays, dives: src.dives });
  }
  const charged = chargedUnitPrice(charge, unit);
  return {
    type: src.kind, text: src.text ?? rec.name ?? src.kind, quantity, unitPrice: charged.unitPrice, amount: quantity * charged.unitPrice,
    textValues: { ...values, ...charged.values },
    customData: { [src.kind]: src.id, ruleBase, charge, ...(src.customers ? { customers: src.customers } : {}), ...(src.quantity !== undefined ? { quantity: src.quantity } : {}),
      ...(src.diveDays !== undefined ? { diveDays: src.diveDays } : {}), ...(src.dives !== undefined ? { dives: src.dives } : {}) },
  };
}

const nextSort = async (tx: Db, bookingId: string) => {
  const [m] = await tx.select({ sort: sql<number>`coalesce(max(${calculationLines.sort}), 0)::int` }).from(calculationLines).where(eq(calculationLines.bookingId, bookingId));
  return Number(m.sort) + 1;
};

export async function addItem(tx: Db, row: TBookingRow, src: TItemSource): Promise<void> {
  const line = await itemLine(tx, row, src);
  await assertTotalFits(tx, row.id, line.amount, src.kind);
  await tx.insert(calculationLines).values({ ...line, bookingId: row.id, source: 'manual', currency: row.currency, sort: await nextSort(tx, row.id), editable: true, deletable: true });
}

async function lineOf(tx: Db, bookingId: string, lineId: string): Promise<TLine> {
  const [l] = await tx.select().from(calculationLines).where(and(eq(calculationLines.id, lineId), eq(calculationLines.bookingId, bookingId)));
  if (!l) throw errors.notFound('Calculation line not found');
  return l;
}

const locked = (l: TLine) => errors.conflict('LINE_LOCKED', l.source === 'engine'
  ? 'This line comes from the price list; change the rooms, the price list or reload the price instead.'
  : 'This line cannot be changed (a cancellation line stays as recorded).');

export type TLineEdit = { text?: string; quantity?: number; unitPrice?: number };

/** Edits a line added by hand (text, quantity, unit price); lines of the price list are locked. */
export async function editLine(tx: Db, row: TBookingRow, lineId: string, e: TLineEdit): Promise<void> {
  const l = await lineOf(tx, row.id, lineId);
  if (!l.editable) throw locked(l);
  const quantity = e.quantity ?? l.quantity;
  const unitPrice = e.unitPrice ?? l.unitPrice;
  await assertTotalFits(tx, row.id, quantity * unitPrice - l.amount);
  const custom = (l.customData ?? {}) as Record<string, unknown>;
  await tx.update(calculationLines).set({ text: e.text ?? l.text, quantity, unitPrice, amount: quantity * unitPrice,
    customData: e.quantity !== undefined ? { ...custom, quantity } : custom }).where(eq(calculationLines.id, l.id));
}

export async function renameLine(tx: Db, row: TBookingRow, lineId: string, text: string): Promise<void> {
  const l = await lineOf(tx, row.id, lineId);
  if (!l.editable) throw locked(l);
  await tx.update(calculationLines).set({ text }).where(eq(calculationLines.id, l.id));
}

/** A product or addon line priced again from its record as it is now (price, nights, guests);
 *  a line of the price list: the price reloaded (the engine prices the rooms as a whole). */
export async function refreshLine(tx: Db, row: TBookingRow, lineId: string, today: string): Promise<void> {
  const l = await lineOf(tx, row.id, lineId);
  if (l.source === 'engine') { await reloadPrice(tx, row, today, true); return; }
  const c = (l.customData ?? {}) as { product?: string; addon?: string; customers?: string[]; charge?: TChargeType; quantity?: number; diveDays?: number; dives?: number };
  const kind = c.product ? 'product' : c.addon ? 'addon' : null;
  if (!kind) throw errors.conflict('LINE_NOT_REFRESHABLE', 'Only lines of a product, an addon or the price list can be priced again; edit this line instead.');
  const line = await itemLine(tx, row, { kind, id: (c.product ?? c.addon)!, customers: c.customers, chargeType: c.charge, quantity: c.quantity, diveDays: c.diveDays, dives: c.dives, text: l.text ?? undefined });
  await assertTotalFits(tx, row.id, line.amount - l.amount, kind);
  await tx.update(calculationLines).set({ ...line, currency: row.currency }).where(eq(calculationLines.id, l.id));
}

/** The lines in the order given (each line of the booking at most once); lines not named follow. */
export async function sortLines(tx: Db, row: TBookingRow, ids: string[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw errors.validation([{ path: 'lines', message: 'each line once' }]);
  const all = await linesOf(tx, row.id);
  const unknown = ids.filter((id) => !all.some((l) => l.id === id));
  if (unknown.length) throw errors.validation([{ path: 'lines', message: `not a line of this booking: ${unknown.join(', ')}` }]);
  const order = [...ids, ...all.map((l) => l.id).filter((id) => !ids.includes(id))];
  for (const [i, id] of order.entries()) await tx.update(calculationLines).set({ sort: i + 1 }).where(eq(calculationLines.id, id));
}

/** Prices the rooms with another price list of the booking's resort or vessel (active). */
export async function changePriceList(tx: Db, row: TBookingRow, priceId: string, today: string): Promise<void> {
  const [list] = await tx.select().from(priceLists).where(eq(priceLists.id, priceId));
  if (!list) throw errors.notFound('Price list not found');
  if (list.status !== 'active') throw errors.conflict('PRICE_LIST_INACTIVE', `The price list "${list.name}" is not active.`);
  if ((row.resort && list.resort !== row.resort) || (row.vessel && list.vessel !== row.vessel)) {
    throw errors.conflict('OTHER_ASSET', `The price list "${list.name}" is not one of the booking's resort or vessel.`);
  }
  const [fresh] = await tx.update(bookings).set({ roomPrice: list.id }).where(eq(bookings.id, row.id)).returning();
  await reloadPrice(tx, fresh, today, true);
}

/** The price variant of the room stay the customer sleeps in (null: the plain price). */
export async function setVariant(tx: Db, row: TBookingRow, roomBookingId: string, customer: string, variant: string | null, today: string): Promise<void> {
  const [br] = await tx.select().from(bookingRooms).where(and(eq(bookingRooms.id, roomBookingId), eq(bookingRooms.bookingId, row.id)));
  if (!br || !br.guests.some((g) => g.customer === customer)) throw errors.notFound('Guest not in this room of the booking');
  if (br.locked) throw errors.conflict('ROOM_LOCKED', 'This room is locked in the booking.');
  if (variant) {
    const [v] = await tx.select({ id: priceVariants.id, isActive: priceVariants.isActive }).from(priceVariants).where(eq(priceVariants.id, variant));
    if (!v) throw errors.notFound('Price variant not found');
    if (!v.isActive) throw errors.conflict('VARIANT_INACTIVE', 'This price variant is not active.');
  }
  await tx.update(bookingRooms).set({ variant }).where(eq(bookingRooms.id, br.id));
  await reloadPrice(tx, row, today, true);
}

/** Another currency: the lines added by hand converted with the settings' cross rate (each unit
 *  price rounded once), the price list's lines priced again. Money already paid stays in its
 *  currency, so a booking with payments keeps its currency (409 HAS_PAYMENTS). */
export async function changeCurrency(tx: Db, row: TBookingRow, currency: string, today: string): Promise<void> {
  if (currency === row.currency) return;
  const [paid] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.booking, row.id)).limit(1);
  if (paid) throw errors.conflict('HAS_PAYMENTS', 'Money was paid on this booking in its currency; refund it before changing the currency.');
  const rate = await crossRate(tx, row.currency, currency);
  const own = await tx.select().from(calculationLines).where(and(eq(calculationLines.bookingId, row.id), sql`${calculationLines.source} <> 'engine'`)).orderBy(asc(calculationLines.sort));
  for (const l of own) {
    const unitPrice = convertMinor(l.unitPrice, l.currency, currency, l.currency === row.currency ? rate : await crossRate(tx, l.currency, currency));
    await tx.update(calculationLines).set({ unitPrice, amount: unitPrice * l.quantity, currency }).where(eq(calculationLines.id, l.id));
  }
  const [fresh] = await tx.update(bookings).set({ currency }).where(eq(bookings.id, row.id)).returning();
  await reloadPrice(tx, fresh, today, false);
}

/** Another agency: its commission and terms apply from now on (the booking's own commission is
 *  the agency's choice, so it goes), and the rooms are priced again. */
export async function changeAgency(tx: Db, row: TBookingRow, agencyId: string, today: string): Promise<void> {
  const [a] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
  if (!a) throw errors.notFound('Agency not found');
  if (row.agency === a.id) return;
  const [fresh] = await tx.update(bookings).set({ agency: a.id, commission: null }).where(eq(bookings.id, row.id)).returning();
  await reloadPrice(tx, fresh, today, false);
}
