// Pricing a booking (requested or stored) with the active price list of its asset: the list
// valid over the whole stay, status active; the engine does the arithmetic.
import { and, desc, eq, lte, gte, or, isNull, sql } from 'drizzle-orm';
import type { TRoomRequest } from '../../../lib/contract/booking-core';
import type { TPricingResult } from '../../../lib/contract/pricing';
import type { Db } from '../../db/client';
import { priceLists as price } from '../../db/schema';
import { errors, AppError } from '../../http/errors';
import { isPriceConflictCode, PriceEngineError, priceBooking } from './engine';
import { pricingListFrom, type TPriceRecord } from './from-record';
import { quoteInputs } from './quote-inputs';
import { rowsOf } from '../../db/rows';
import { withSpecials, type TQuoteContext } from './with-specials';

const NO_ASSET = 'The rooms belong to no resort or vessel, so no price list applies.';
/** Who can fix a missing price: said with every "no price" answer, so the desk knows whom to ask. */
export const PRICE_FIX_HINT = 'A user with the prices right (price.update) can add it under Prices (/price).';
const noPriceList = (from: string, to: string, asset = '') =>
  errors.conflict('NO_PRICE_LIST', `No active price list${asset ? ` of ${asset}` : ''} covers ${from} to ${to}. ${PRICE_FIX_HINT}`);

/** The names a "no price" answer needs: the asset's, and the room types' by id. */
async function priceNames(db: Db, asset: { resort: string | null; vessel: string | null }, roomTypeIds: string[]) {
  const rows = rowsOf<{ kind: string; id: string; name: string }>(await db.execute(sql`
    SELECT 'asset' AS kind, id::text, name FROM resorts WHERE id = ${asset.resort}::uuid
    UNION ALL SELECT 'asset', id::text, name FROM vessels WHERE id = ${asset.vessel}::uuid
    UNION ALL SELECT 'type', id::text, name FROM room_types WHERE id = ANY(${`{${roomTypeIds.join(',')}}`}::uuid[])`));
  return { asset: rows.find((r) => r.kind === 'asset')?.name ?? '', types: new Map(rows.filter((r) => r.kind === 'type').map((r) => [r.id, r.name])) };
}

export async function activePriceList(db: Db, asset: { resort: string | null; vessel: string | null }, from: string, to: string): Promise<TPriceRecord> {
  const assetCond = asset.resort ? eq(price.resort, asset.resort) : asset.vessel ? eq(price.vessel, asset.vessel) : undefined;
  if (!assetCond) throw errors.conflict('NO_PRICE_LIST', NO_ASSET);
  const [row] = await db.select().from(price).where(and(
    assetCond, eq(price.status, 'active'),
    or(isNull(price.validFrom), lte(price.validFrom, from)),
    or(isNull(price.validTo), gte(price.validTo, to)),
  )).orderBy(desc(price.validFrom)).limit(1);
  if (!row) throw noPriceList(from, to);
  return row as unknown as TPriceRecord;
}

export function asPriceError(err: unknown): never {
  if (err instanceof PriceEngineError) {
    if (isPriceConflictCode(err.code)) throw errors.conflict(err.code, err.message);
    throw errors.validation([{ path: 'rooms', message: err.message }], err.code);
  }
  if (err instanceof AppError) throw err;
  throw err;
}

/** A stored booking's own choices: its price list (instead of the active one), its rooms' price
 *  variants, and the exchange rate from the list's currency when the booking is in another. */
export type TQuoteOptions = { priceList?: TPriceRecord | null; variants?: (string | null)[]; rate?: (listCurrency: string) => Promise<string | undefined> };

/** ctx: what is known of the booking for its specials and commission (default: a back-office quote). */
export async function quoteRooms(db: Db, rooms: TRoomRequest[], currency: string, bookingDate: string, ctx: TQuoteContext = { channel: 'Booking' }, opts: TQuoteOptions = {}): Promise<TPricingResult> {
  if (rooms.length === 0) throw errors.validation([{ path: 'rooms', message: 'At least one room is needed' }]);
  const from = rooms.map((r) => r.dateFrom).sort()[0];
  const to = rooms.map((r) => r.dateTo).sort().at(-1)!;
  const last = new Date(`${to}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  const lastNight = last.toISOString().slice(0, 10);
  const { rooms: facts, price: active, general, specials } = await quoteInputs(db, rooms.map((r) => r.room), from, lastNight);
  const rec = opts.priceList ?? active;
  if (!facts[0].resort && !facts[0].vessel) throw errors.conflict('NO_PRICE_LIST', NO_ASSET);
  if (!rec) throw noPriceList(from, lastNight, (await priceNames(db, facts[0], [])).asset);
  const guests = rooms.flatMap((r, i) => (r.guests.length ? r.guests : [{ gender: 'u' as const }]).map((g, j) => ({ id: `g${i}-${j}`, birthday: g.birthday ?? null })));
  let priced: TPricingResult;
  try {
    const priceList = pricingListFrom(rec);
    const exchangeRate = opts.rate && priceList.currency !== currency ? await opts.rate(priceList.currency) : undefined;
    priced = priceBooking({
      priceList,
      exchangeRate,
      stays: rooms.map((r, i) => ({
        id: `s${i}`, roomTypeId: facts[i].roomType ?? 'none', variantId: opts.variants?.[i] ?? null, checkIn: r.dateFrom, checkOut: r.dateTo,
        guestIds: guests.filter((g) => g.id.startsWith(`g${i}-`)).map((g) => g.id), supplementIds: [],
      })),
      guests,
      currency,
      bookingDate,
      childMaxAge: typeof general.childMaxAge === 'number' ? general.childMaxAge : 11,
      supplementIds: [],
    });
  } catch (err) {
    if (err instanceof PriceEngineError && MISSING_PRICE.has(err.code)) throw await missingPrice(db, err, { rooms, facts, list: rec.name ?? '', from, to: lastNight });
    return asPriceError(err);
  }
  try {
    return withSpecials(priced, ctx.specials ?? specials, rooms, facts, bookingDate, ctx);
  } catch (err) {
    return asPriceError(err);
  }
}

const MISSING_PRICE = new Set(['NO_PRICE_ENTRY', 'NO_SEASON', 'OUTSIDE_VALIDITY']);
type TMissingCtx = { rooms: TRoomRequest[]; facts: { name: string; roomType: string | null; resort: string | null; vessel: string | null }[]; list: string; from: string; to: string };

/** The engine's "no price" in words the desk can act on: which room and room type, which night,
 *  which price list, and who can add the price (409, the engine's code as the message). */
async function missingPrice(db: Db, err: PriceEngineError, ctx: TMissingCtx): Promise<AppError> {
  // Only the engine's 409 codes of MISSING_PRICE come here.
  if (!isPriceConflictCode(err.code)) throw err;
  const i = Number(err.details.stayId?.slice(1) ?? 0);
  const room = ctx.facts[i] ?? ctx.facts[0];
  const names = await priceNames(db, room, ctx.facts.map((f) => f.roomType).filter((t): t is string => !!t));
  const type = room.roomType ? names.types.get(room.roomType) ?? 'its room type' : 'no room type';
  const night = err.details.night ?? ctx.rooms[i]?.dateFrom ?? ctx.from;
  const what = err.code === 'NO_PRICE_ENTRY'
    ? `has no price for room ${room.name} (${type}) on the night of ${night}`
    : `has no season for the night of ${night} (room ${room.name}, ${type})`;
  return errors.conflict(err.code, `The price list "${ctx.list}"${names.asset ? ` of ${names.asset}` : ''} ${what}. ${PRICE_FIX_HINT}`);
}
