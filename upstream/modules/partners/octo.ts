// OCTO (octo.travel) for tours (docs/decisions/partner-api.md): a product is a tour with its one
// option DEFAULT and one unit 'guest' (a place = a bed in a cabin); an availability is one of the
// tour's open departures (schedule), its vacancies the free beds. A reservation is an offer of the
// bookings module on that departure (createBooking: the rooms are locked and the occupancy's
// exclusion constraint refuses a bed taken twice, so places are never sold twice) with an offer
// hold until it expires (the offer-expiry job releases it then); confirm and cancel are the
// booking's own state actions.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { rowsOf } from '../../db/rows';
import { listSchedules, withNumbers, type TDepartureWithCabins } from '../schedules/departures';
import { readGeneral } from '../settings/store';

export const OPTION_ID = 'DEFAULT';
export const UNIT_ID = 'guest';

type TTour = { id: string; name: string; internalId: string | null; vessel: string | null };

/** '+07:00' for a time zone on a day (OCTO's local date-times carry their offset). */
function offsetOn(day: string, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

export async function companyZone(db: Db): Promise<string> {
  return (await readGeneral(db)).timezone ?? 'UTC';
}

export async function tours(db: Db, id?: string): Promise<TTour[]> {
  return rowsOf<TTour>(await db.execute(sql`SELECT t.id, t.name, t.internal_id AS "internalId", t.vessel FROM tours t
    WHERE t.is_active AND t.vessel IS NOT NULL ${id ? sql`AND t.id = ${id}` : sql``} ORDER BY t.name`));
}

export function productOf(t: TTour, timeZone: string) {
  const restrictions = { minUnits: 1, maxUnits: null, minAge: 0, maxAge: 100 };
  return {
    id: t.id, internalName: t.name, reference: t.internalId, locale: 'en', timeZone, allowFreesale: false, instantConfirmation: true,
    instantDelivery: true, availabilityRequired: true, availabilityType: 'START_TIME', deliveryFormats: ['QRCODE'], deliveryMethods: ['TICKET'],
    redemptionMethod: 'DIGITAL',
    options: [{
      id: OPTION_ID, default: true, internalName: t.name, reference: null, availabilityLocalStartTimes: ['00:00'], cancellationCutoff: '0 hours',
      cancellationCutoffAmount: 0, cancellationCutoffUnit: 'hour', requiredContactFields: ['fullName'], restrictions,
      units: [{ id: UNIT_ID, internalName: 'Guest', reference: 'guest', type: 'ADULT', requiredContactFields: [], restrictions }],
    }],
  };
}

export function availabilityOf(d: TDepartureWithCabins, timeZone: string) {
  const capacity = d.cabins.reduce((n, c) => n + c.bedCount, 0);
  const vacancies = d.status === 'open' ? d.freeBeds : 0;
  const status = d.status !== 'open' ? 'CLOSED' : vacancies === 0 ? 'SOLD_OUT' : vacancies < capacity / 2 ? 'LIMITED' : 'AVAILABLE';
  return {
    id: d.id, localDateTimeStart: `${d.dateFrom}T00:00:00${offsetOn(d.dateFrom, timeZone)}`, localDateTimeEnd: `${d.dateTo}T00:00:00${offsetOn(d.dateTo, timeZone)}`,
    allDay: true, available: vacancies > 0, status, vacancies, capacity, maxUnits: vacancies, utcCutoffAt: `${d.dateFrom}T00:00:00Z`, openingHours: [],
  };
}

/** The tour's departures from..to (inclusive start days), with their numbers. */
export async function departures(db: Db, tourId: string, range: { from?: string; to?: string; ids?: string[] }): Promise<TDepartureWithCabins[]> {
  const ids = range.ids?.length ? sql`AND s.id IN (${sql.join(range.ids.map((i) => sql`${i}::uuid`), sql`, `)})` : sql``;
  const rows = await listSchedules(db, sql`s.tour = ${tourId} AND s.vessel IS NOT NULL
    ${range.from ? sql`AND s.date_from >= ${range.from}::date` : sql``} ${range.to ? sql`AND s.date_from <= ${range.to}::date` : sql``} ${ids}`, 500);
  return withNumbers(db, rows);
}

export async function assertProduct(db: Db, productId: string, optionId: string): Promise<TTour> {
  const [t] = /^[0-9a-f-]{36}$/i.test(productId) ? await tours(db, productId) : [];
  if (!t) throw errors.validation([{ path: 'productId', message: 'INVALID_PRODUCT_ID' }], 'INVALID_PRODUCT_ID');
  if (optionId !== OPTION_ID) throw errors.validation([{ path: 'optionId', message: 'INVALID_OPTION_ID' }], 'INVALID_OPTION_ID');
  return t;
}

/** Cabins for `places` guests on a departure: wholly free cabins that the party fills first
 *  (largest first), then the smallest free cabin that holds the rest, else beds in shared cabins
 *  that already have guests (their gender rules may still refuse a party of unknown gender: 409). Null when the free
 *  beds do not suffice. Read before the booking locks the rooms: if another booking takes a bed
 *  meanwhile, the booking's own check refuses (409) and nothing is held. */
export function pickCabins(d: TDepartureWithCabins, places: number): { room: string; guests: number }[] | null {
  const out: { room: string; guests: number }[] = [];
  let left = places;
  const take = (room: string, n: number) => { out.push({ room, guests: n }); left -= n; };
  const whole = d.cabins.filter((c) => c.bedCount > 0 && c.freeBeds === c.bedCount).sort((a, b) => b.bedCount - a.bedCount);
  for (const c of whole) if (c.bedCount <= left) take(c.id, c.bedCount);
  const fit = whole.filter((c) => !out.some((o) => o.room === c.id) && c.bedCount >= left).sort((a, b) => a.bedCount - b.bedCount)[0];
  if (left > 0 && fit) take(fit.id, left);
  for (const c of d.cabins.filter((x) => x.allowSharedRoom && x.freeBeds > 0 && x.freeBeds < x.bedCount)) if (left > 0) take(c.id, Math.min(left, c.freeBeds));
  if (left > 0) return null;
  return out;
}
