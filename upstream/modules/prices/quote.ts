// Pricing a booking (requested or stored) with the active price list of its asset: the list
// valid over the whole stay, status active; the engine does the arithmetic.
import { and, desc, eq, lte, gte, or, isNull } from 'drizzle-orm';
import type { TRoomRequest } from '../../../lib/contract/booking-core';
import type { TPricingResult } from '../../../lib/contract/pricing';
import type { Db } from '../../db/client';
import { priceLists as price } from '../../db/schema';
import { errors, AppError } from '../../http/errors';
import { PriceEngineError, priceBooking } from './engine';
import { pricingListFrom, type TPriceRecord } from './from-record';
import { quoteInputs } from './quote-inputs';

const NO_ASSET = 'The rooms belong to no resort or vessel, so no price list applies.';
const noPriceList = (from: string, to: string) => errors.conflict('NO_PRICE_LIST', `No active price list covers ${from} to ${to}.`);

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
    if (err.status === 409) throw errors.conflict(err.code, err.message);
    throw errors.validation([{ path: 'rooms', message: err.message }], err.code);
  }
  if (err instanceof AppError) throw err;
  throw err;
}

export async function quoteRooms(db: Db, rooms: TRoomRequest[], currency: string, bookingDate: string): Promise<TPricingResult> {
  if (rooms.length === 0) throw errors.validation([{ path: 'rooms', message: 'At least one room is needed' }]);
  const from = rooms.map((r) => r.dateFrom).sort()[0];
  const to = rooms.map((r) => r.dateTo).sort().at(-1)!;
  const last = new Date(`${to}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  const lastNight = last.toISOString().slice(0, 10);
  const { rooms: facts, price: rec, general } = await quoteInputs(db, rooms.map((r) => r.room), from, lastNight);
  if (!facts[0].resort && !facts[0].vessel) throw errors.conflict('NO_PRICE_LIST', NO_ASSET);
  if (!rec) throw noPriceList(from, lastNight);
  const guests = rooms.flatMap((r, i) => (r.guests.length ? r.guests : [{ gender: 'u' as const }]).map((g, j) => ({ id: `g${i}-${j}`, birthday: g.birthday ?? null })));
  try {
    return priceBooking({
      priceList: pricingListFrom(rec),
      stays: rooms.map((r, i) => ({
        id: `s${i}`, roomTypeId: facts[i].roomType ?? 'none', variantId: null, checkIn: r.dateFrom, checkOut: r.dateTo,
        guestIds: guests.filter((g) => g.id.startsWith(`g${i}-`)).map((g) => g.id), supplementIds: [],
      })),
      guests,
      currency,
      bookingDate,
      childMaxAge: typeof general.childMaxAge === 'number' ? general.childMaxAge : 11,
      supplementIds: [],
    });
  } catch (err) {
    return asPriceError(err);
  }
}
