// POST /api/bookings/import/{type} (api-calls 7.4, issue 20): bookings from a CSV file, all or
// nothing; the office's (bookings.create). Every row is checked first (fields, the room by id or
// by its unique name within the caller's assets) and every problem is named with its row; then all bookings are made in the
// caller's transaction through the booking core (createBooking: the occupancy's constraints), and
// any row whose room is taken is named too. One problem anywhere: nothing is stored.
// Type "bookings": one booking per row, or per value of the column `group` (rows of one group are
// the rooms of one booking; the first row's title and state count).
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { GENDERS } from '../../../lib/contract/resources/enums';
import type { TBookingCreate } from '../../../lib/contract/booking-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { AppError, errors } from '../../http/errors';
import { hasScope } from '../../../lib/access/scopes';
import { assetAllows } from './access';
import { createBooking } from './create';

export const IMPORT_TYPES = [{
  type: 'bookings',
  columns: ['group', 'title', 'state', 'room', 'dateFrom', 'dateTo', 'firstName', 'lastName', 'gender', 'birthday'],
  required: ['room', 'dateFrom', 'dateTo'],
}] as const;

const MAX_ROWS = 1000;

/** Importing is the office's: staff who create bookings (bookings.create). */
export function assertMayImport(p: TPrincipal): void {
  if (!hasScope(p.scopes, 'bookings.create')) throw errors.forbidden('FORBIDDEN_RESSOURCE');
}
const ZRow = z.strictObject({
  group: z.string().trim().max(100).optional(),
  title: z.string().trim().max(200).optional(),
  state: z.enum(['draft', 'planned', 'waiting']).optional(),
  room: z.string().trim().min(1).max(200),
  dateFrom: z.iso.date(),
  dateTo: z.iso.date(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  gender: z.enum(GENDERS).optional(),
  birthday: z.iso.date().optional(),
}).refine((r) => r.dateTo > r.dateFrom, { path: ['dateTo'], message: 'dateTo must be after dateFrom' });

type TProblem = { path: string; message: string };

/** The rows as objects (header row names the columns; empty cells are left out). */
function rowsOfCsv(text: string): Record<string, string>[] {
  try {
    const records = parse(text.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true, trim: true, relax_column_count: false }) as Record<string, string>[];
    return records.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== '')));
  } catch (e) {
    throw errors.validation([{ path: 'csv', message: `Not a readable CSV file: ${(e as Error).message}` }]);
  }
}

export async function importBookings(tx: Db, p: TPrincipal, type: string, text: string, now: Date): Promise<{ created: { id: string; number: string | null; rows: number[] }[] }> {
  assertMayImport(p);
  if (!IMPORT_TYPES.some((t) => t.type === type)) throw errors.notFound(`Unknown import type ${type}`);
  const raw = rowsOfCsv(text);
  if (raw.length === 0) throw errors.validation([{ path: 'csv', message: 'The file has no rows' }]);
  if (raw.length > MAX_ROWS) throw errors.validation([{ path: 'csv', message: `At most ${MAX_ROWS} rows` }]);
  const problems: TProblem[] = [];
  const rooms = rowsOf<{ id: string; name: string; resort: string | null; vessel: string | null }>(await tx.execute(sql`SELECT id::text, name, resort, vessel FROM rooms`))
    .filter((r) => assetAllows(p, r));
  const parsed = raw.map((r, i) => {
    const line = i + 2; // the header is line 1
    const res = ZRow.safeParse(r);
    if (!res.success) for (const issue of res.error.issues) problems.push({ path: `row ${line}.${issue.path.join('.') || 'row'}`, message: issue.message });
    // The room is checked also when another field is wrong, so the file is corrected in one go.
    const name = typeof r.room === 'string' ? r.room.trim() : '';
    const matches = name ? rooms.filter((x) => x.id === name || x.name === name) : [];
    if (name && matches.length !== 1) {
      problems.push({ path: `row ${line}.room`, message: matches.length ? `${name} names ${matches.length} rooms: use the room's id` : `No room ${name}` });
    }
    if (!res.success || matches.length !== 1) return null;
    return { line, row: res.data, room: matches[0].id };
  });
  if (problems.length) throw errors.validation(problems, 'IMPORT_INVALID');
  const groups = new Map<string, NonNullable<(typeof parsed)[number]>[]>();
  for (const x of parsed) {
    const key = x!.row.group ?? `#${x!.line}`;
    groups.set(key, [...(groups.get(key) ?? []), x!]);
  }
  const created: { id: string; number: string | null; rows: number[] }[] = [];
  for (const list of groups.values()) {
    const first = list[0].row;
    const input: TBookingCreate = {
      type: 'resort', state: first.state ?? 'draft', language: 'de', currency: 'EUR', ...(first.title ? { title: first.title } : {}),
      rooms: list.map((x) => ({
        room: x.room, dateFrom: x.row.dateFrom, dateTo: x.row.dateTo,
        guests: x.row.firstName || x.row.lastName ? [{ firstName: x.row.firstName, lastName: x.row.lastName, gender: x.row.gender ?? 'u', ...(x.row.birthday ? { birthday: x.row.birthday } : {}) }] : [],
      })),
    };
    try {
      // Each booking in a savepoint: a refused one is named and the others are still checked.
      const d = await tx.transaction((sp) => createBooking(sp, p, input, now));
      created.push({ id: d.id, number: d.reservationNo ?? d.offerNo, rows: list.map((x) => x.line) });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      problems.push({ path: `row ${list.map((x) => x.line).join(', ')}`, message: e.description ?? e.message });
    }
  }
  // All or nothing: the caller's transaction rolls back every booking made above.
  if (problems.length) throw errors.validation(problems, 'IMPORT_REFUSED');
  return { created };
}
