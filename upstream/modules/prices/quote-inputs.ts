// Everything a quote reads, in one statement and one round trip: the rooms asked for, the price
// list that is active over the stay for the first room's asset (the newest valid one, as
// activePriceList picks it), the general settings and the active specials. The quote is public and hot (every search
// of /book prices its rooms): three round trips through the query builder cost more than the
// engine itself (docs/benchmarks.md, workload 4).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { namedStatement } from '../../db/statements';
import { roomRecordOf, type TRoomRecord } from '../inventory/room-facts';
import { GROUP_DEFAULTS } from '../settings/store';
import type { TPriceRecord } from './from-record';
import type { TSpecial } from './engine/specials';
import { specialOf } from './special-record';

/** specials: the active ones whose date range holds the first night (the arrival); the engine checks the rest. */
export type TQuoteInputs = { rooms: TRoomRecord[]; price: TPriceRecord | null; general: Record<string, unknown>; specials: TSpecial[] };

type TInputRow = { part: 'room' | 'price' | 'setting' | 'special'; data: Record<string, unknown> };

/** The statement, built once and run under a name (db/statements.ts): PostgreSQL plans it once per
 *  connection instead of on every quote (planning cost more than running it: p50 1.30 -> 0.60 ms
 *  for the statement, docs/benchmarks.md). Placeholders: ids (a uuid[] literal), first, from, to. */
const inputsStatement = namedStatement('quote_inputs', (db) => {
  const ids = sql.placeholder('ids');
  const first = sql.placeholder('first');
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  return db.select({ part: sql<TInputRow['part']>`part`, data: sql<TInputRow['data']>`data` }).from(sql`(
    WITH r AS (
      SELECT id, name, room_type, resort, vessel, configuration, available_beds, allow_shared_room, allow_mixed_gender, is_active, blocked
      FROM rooms WHERE id = ANY(${ids}::uuid[])
    ), a AS (SELECT resort, vessel FROM r WHERE id = ${first}::uuid), p AS (
      SELECT pl.* FROM price_lists pl, a
      WHERE pl.status = 'active' AND (CASE WHEN a.resort IS NOT NULL THEN pl.resort = a.resort ELSE pl.vessel = a.vessel END)
        AND (pl.valid_from IS NULL OR pl.valid_from <= ${from}::date) AND (pl.valid_to IS NULL OR pl.valid_to >= ${to}::date)
      ORDER BY pl.valid_from DESC LIMIT 1
    )
    SELECT 'room' AS part, jsonb_build_object('id', id, 'name', name, 'roomType', room_type, 'resort', resort, 'vessel', vessel,
      'configuration', configuration, 'availableBeds', available_beds, 'allowSharedRoom', allow_shared_room,
      'allowMixedGender', allow_mixed_gender, 'isActive', is_active, 'blocked', blocked) AS data FROM r
    UNION ALL
    SELECT 'price', jsonb_build_object('id', id, 'name', name, 'calculationType', calculation_type, 'validFrom', valid_from,
      'validTo', valid_to, 'currencies', currencies, 'useOnsiteCurrency', use_onsite_currency, 'resort', resort, 'vessel', vessel,
      'periods', periods, 'entries', entries, 'tax', tax) FROM p
    UNION ALL
    SELECT 'setting', jsonb_build_object('key', key, 'value', value) FROM settings WHERE "group" = 'general'
    UNION ALL
    SELECT 'special', jsonb_build_object('id', id, 'name', name, 'names', names, 'type', type, 'status', status, 'group', "group",
      'validFrom', valid_from, 'validTo', valid_to, 'rule', rule, 'appliesTo', applies_to, 'discount', discount,
      'discountValue', discount_value, 'reduce', reduce, 'autoAdd', auto_add, 'unique', "unique",
      'excludeFromTax', exclude_from_tax, 'excludeFromCommission', exclude_from_commission,
      'includeSpecialsWithSameRule', include_specials_with_same_rule, 'replaceMatchingRoomPrice', replace_matching_room_price,
      'includeIn', include_in)
    FROM specials WHERE status = 'active' AND (valid_from IS NULL OR valid_from <= ${from}::date) AND (valid_to IS NULL OR valid_to >= ${from}::date)
  ) AS inputs`);
});

/** `ids` in request order (404 for the first unknown); `from`/`to` the first and last night. */
export async function quoteInputs(db: Db, ids: readonly string[], from: string, to: string): Promise<TQuoteInputs> {
  const rows = await inputsStatement(db, { ids: `{${ids.join(',')}}`, first: ids[0], from, to }) as TInputRow[];
  const found = new Map<string, TRoomRecord>();
  const general: Record<string, unknown> = { ...(GROUP_DEFAULTS.general ?? {}) };
  let price: TPriceRecord | null = null;
  const specials: TSpecial[] = [];
  for (const { part, data } of rows) {
    if (part === 'room') found.set(String(data.id), roomRecordOf(data));
    else if (part === 'price') price = data as unknown as TPriceRecord;
    else if (part === 'special') specials.push(specialOf(data));
    else general[String(data.key)] = data.value;
  }
  const rooms = ids.map((id) => {
    const room = found.get(id);
    if (!room) throw errors.notFound(`Room ${id} not found`);
    return room;
  });
  return { rooms, price, general, specials };
}
