// Prices of a departure through the prices module: the vessel's active price list covering the
// departure's nights (activePriceList), a quote per cabin (quoteRooms), the list's entries, and
// the full-charter price (every bed of every cabin in one quote).
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TRoomRequest } from '../../../lib/contract/booking-core';
import type { TScheduleCabin, ZFullCharterPrice, ZSchedulePrice, ZSchedulePriceEntries } from '../../../lib/contract/schedules';
import type { Db } from '../../db/client';
import { today } from '../../clock';
import { AppError } from '../../http/errors';
import { activePriceList, quoteRooms } from '../prices/quote';
import { rowsOf, type TScheduleRow } from './access';

const lastNight = (dateTo: string) => {
  const d = new Date(`${dateTo}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

const guests = (n: number) => Array.from({ length: Math.max(1, n) }, () => ({ gender: 'u' as const }));

async function listFor(db: Db, s: TScheduleRow) {
  return activePriceList(db, { resort: null, vessel: s.vessel }, s.dateFrom, lastNight(s.dateTo));
}

function request(s: TScheduleRow, cabin: TScheduleCabin, pax: number): TRoomRequest {
  return { room: cabin.id, dateFrom: s.dateFrom, dateTo: s.dateTo, guests: guests(pax) };
}

/** Default guests per cabin: one bed of a shared cabin, the whole cabin otherwise. */
export function defaultPax(cabin: TScheduleCabin): number {
  return cabin.allowSharedRoom ? 1 : cabin.bedCount;
}

export async function schedulePrice(db: Db, s: TScheduleRow, cabins: TScheduleCabin[], opts: { currency?: string; pax?: number }): Promise<z.infer<typeof ZSchedulePrice>> {
  const list = await listFor(db, s);
  const currency = opts.currency ?? list.currencies?.[0] ?? 'EUR';
  const out: z.infer<typeof ZSchedulePrice>['cabins'] = [];
  for (const cabin of cabins) {
    const pax = Math.min(cabin.bedCount, opts.pax ?? defaultPax(cabin));
    try {
      const price = await quoteRooms(db, [request(s, cabin, pax)], currency, today());
      out.push({ cabin, pax, total: price.total, error: null, price });
    } catch (err) {
      // A cabin without a price (no entry for its type) is reported, the others still quoted.
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      out.push({ cabin, pax, total: null, error: err.message, price: null });
    }
  }
  return { schedule: s.id, currency, priceList: { id: list.id, name: list.name }, cabins: out };
}

export async function fullCharterPrice(db: Db, s: TScheduleRow, cabins: TScheduleCabin[], currency?: string): Promise<z.infer<typeof ZFullCharterPrice>> {
  const list = await listFor(db, s);
  const cur = currency ?? list.currencies?.[0] ?? 'EUR';
  const price = await quoteRooms(db, cabins.map((c) => request(s, c, c.bedCount)), cur, today());
  return {
    schedule: s.id, currency: cur, cabins: cabins.length, pax: cabins.reduce((n, c) => n + c.bedCount, 0),
    available: cabins.every((c) => c.freeBeds === c.bedCount), price,
  };
}

export async function schedulePriceEntries(db: Db, s: TScheduleRow): Promise<z.infer<typeof ZSchedulePriceEntries>> {
  const list = await listFor(db, s);
  const types = new Map(rowsOf<{ id: string; name: string }>(await db.execute(sql`SELECT id, name FROM room_types WHERE vessel = ${s.vessel}`)).map((t) => [t.id, t.name]));
  const periods = list.periods ?? [];
  return {
    priceList: {
      id: list.id, name: list.name, currency: list.currencies?.[0] ?? 'EUR', calculationType: list.calculationType,
      validFrom: list.validFrom, validTo: list.validTo,
    },
    entries: (list.entries ?? []).map((e) => {
      const period = e.period ?? 0;
      const p = periods[period];
      return {
        roomType: e.roomType ?? null, roomTypeName: e.roomType ? types.get(e.roomType) ?? null : null, variant: e.variant ?? null,
        period, periodName: p?.name ?? null, current: !!p && p.from <= s.dateFrom && s.dateFrom <= p.to,
        noOfPax: e.noOfPax ?? null, amount: e.amount,
      };
    }),
  };
}
