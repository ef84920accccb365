// Offer, reservation and booking numbers (offerNo, reservationNo, bookingNo): one PostgreSQL
// sequence per kind and year, created on first use. `nextval` never waits on another
// transaction, so concurrent writes do not queue; a rolled-back transaction leaves a gap, which
// these numbers may have (only invoice numbers must be gapless: docs/decisions/bookings.md).
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema';

export type TNumberKind = 'offer' | 'reservation' | 'booking';
const PREFIX: Record<TNumberKind, string> = { offer: 'O', reservation: 'R', booking: 'B' };
const COLUMN: Record<TNumberKind, string> = { offer: 'offer_no', reservation: 'reservation_no', booking: 'booking_no' };

export function formatNumber(kind: TNumberKind, year: number, value: number): string {
  return `${PREFIX[kind]}${year}-${String(value).padStart(5, '0')}`;
}

/** The sequence of one kind and year, e.g. `booking_number_offer_2027` (kind and year checked). */
export function sequenceName(kind: TNumberKind, year: number): string {
  if (!(kind in PREFIX) || !Number.isInteger(year) || year < 1000 || year > 9999) throw new Error(`no number sequence for ${kind} ${year}`);
  return `booking_number_${kind}_${year}`;
}

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** One round trip: `nextval` is strict, so a sequence that does not exist yet gives NULL. */
async function take(tx: Db, name: string): Promise<number | null> {
  const [row] = rowsOf<{ value: string | number | null }>(await tx.execute(sql`SELECT nextval(to_regclass(${name})) AS value`));
  return row.value === null ? null : Number(row.value);
}

/** The next number as the value of an UPDATE's SET, drawn by that update (no round trip of its
 *  own). NULL while the kind and year has no sequence yet: `issueMissing` then makes it. Formatted
 *  as formatNumber does (at least five digits). */
export function nextNumberSql(kind: TNumberKind, year: number): SQL {
  const { numberPrefix, numberSequence } = numberValues(kind, year);
  return drawNumberSql(numberPrefix, numberSequence);
}

/** nextNumberSql with its prefix and sequence as given: values, or placeholders of a named
 *  statement (`numberPrefix`, `numberSequence`: bind them with numberValues). */
export function drawNumberSql(prefix: string | SQLWrapper, sequence: string | SQLWrapper): SQL {
  return sql`(SELECT ${prefix}::text || lpad(n.v::text, greatest(5, length(n.v::text)), '0') FROM (SELECT nextval(to_regclass(${sequence}::text)) AS v) n)`;
}

export function numberValues(kind: TNumberKind, year: number): { numberPrefix: string; numberSequence: string } {
  return { numberPrefix: `${PREFIX[kind]}${year}-`, numberSequence: sequenceName(kind, year) };
}

/** nextNumberSql for a named statement: placeholders `numberPrefix` and `numberSequence`. */
export const drawNumberPlaceholders = (): SQL => drawNumberSql(sql.placeholder('numberPrefix'), sql.placeholder('numberSequence'));

const FIELD = { offer: 'offerNo', reservation: 'reservationNo', booking: 'bookingNo' } as const;

/** After an update that drew its number with nextNumberSql: the first number of a kind in a year
 *  (no sequence yet, so NULL) is issued now. Returns the row with its number. */
export async function issueMissing<T extends { id: string; offerNo: string | null; reservationNo: string | null; bookingNo: string | null }>(
  tx: Tx, row: T, kind: TNumberKind, year: number,
): Promise<T> {
  if (row[FIELD[kind]] !== null) return row;
  const no = await nextNumber(tx, kind, year);
  await tx.update(bookings).set({ [FIELD[kind]]: no }).where(eq(bookings.id, row.id));
  return { ...row, [FIELD[kind]]: no };
}

export async function nextNumber(tx: Tx, kind: TNumberKind, year: number): Promise<string> {
  const name = sequenceName(kind, year);
  let value = await take(tx, name);
  if (value === null) {
    await createSequence(tx, kind, year, name);
    value = await take(tx, name);
    if (value === null) throw new Error(`number sequence ${name} missing after its creation`);
  }
  return formatNumber(kind, year, value);
}

/** First use of a kind and year: creators queue on an advisory lock (held to the end of their
 *  transaction), so the second one finds the first one's sequence. It starts after the highest
 *  number already issued: the counter rows the seeds and the benchmark loader keep
 *  (number_sequences) and the numbers stored on bookings. */
async function createSequence(tx: Tx, kind: TNumberKind, year: number, name: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);
  const prefix = `${PREFIX[kind]}${year}-`;
  const column = sql.identifier(COLUMN[kind]);
  const [row] = rowsOf<{ last: string | number | null }>(await tx.execute(sql`
    SELECT greatest(
      (SELECT value FROM number_sequences WHERE name = ${`${kind}:${year}`}),
      (SELECT max(substring(${column} FROM ${prefix.length + 1})::int) FROM bookings
        WHERE ${column} LIKE ${`${prefix}%`} AND substring(${column} FROM ${prefix.length + 1}) ~ '^[0-9]+$')
    ) AS last`));
  const start = Number(row.last ?? 0) + 1;
  await tx.execute(sql.raw(`CREATE SEQUENCE IF NOT EXISTS ${name} START WITH ${start} MINVALUE 1`));
}
