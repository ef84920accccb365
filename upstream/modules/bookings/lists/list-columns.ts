// What the booking list shows beyond the stored booking (issue 14: the columns an operator scans),
// added to the generic list's records of one page in one query by the owner of bookings:
//   assetName, agencyName, sourceName   names of what the booking points at (every role that
//                                       may list the booking sees them, whatever it may read)
//   guests                              the guests' names, in room order, "First Last, ..."
//   amount, paid, open                  minor units: the calculation's sum, counted payments
// plus the list's own rules: deleted bookings only when the filter asks for them (deletedDate),
// and a search also finds bookings by the e-mail or phone of their customer or a guest.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { phoneDigitsOf } from '../../../shared/phone-digits';

type TExtra = { id: string; asset_name: string | null; agency_name: string | null; source_name: string | null; guests: string | null; amount: string; paid: string };

export async function bookingListRecords(db: Db, records: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const ids = records.map((r) => String(r.id));
  const extras = rowsOf<TExtra>(await db.execute(sql`
    SELECT b.id,
      coalesce(r.name, v.name) AS asset_name, a.name AS agency_name, s.name AS source_name,
      (SELECT string_agg(trim(concat_ws(' ', g->>'firstName', g->>'lastName')), ', ' ORDER BY br.sort, br.date_from, gi)
         FROM booking_rooms br, jsonb_array_elements(br.guests) WITH ORDINALITY AS e(g, gi)
        WHERE br.booking_id = b.id AND trim(concat_ws(' ', g->>'firstName', g->>'lastName')) <> '') AS guests,
      (SELECT coalesce(sum(l.amount::bigint), 0) FROM booking_calculation_lines l WHERE l.booking_id = b.id)::text AS amount,
      (SELECT coalesce(sum(p.amount::bigint), 0) FROM payments p WHERE p.booking = b.id AND p.status IN ('paid', 'refunded'))::text AS paid
    FROM bookings b
    LEFT JOIN resorts r ON r.id = b.resort
    LEFT JOIN vessels v ON v.id = b.vessel
    LEFT JOIN agencies a ON a.id = b.agency
    LEFT JOIN booking_sources s ON s.id = b.source
    WHERE b.id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`));
  const byId = new Map(extras.map((e) => [e.id, e]));
  return records.map((r) => {
    const e = byId.get(String(r.id));
    const amount = Number(e?.amount ?? 0);
    const paid = Number(e?.paid ?? 0);
    return {
      ...r, assetName: e?.asset_name ?? null, agencyName: e?.agency_name ?? null, sourceName: e?.source_name ?? null,
      guests: e?.guests ?? null, amount, paid, open: amount - paid,
    };
  });
}

/** Deleted bookings are listed only when the filter names deletedDate. */
export function bookingListCondition(filter: Record<string, unknown> | undefined): SQL | undefined {
  return filter && 'deletedDate' in filter ? undefined : sql`bookings.deleted_date IS NULL`;
}

/**
 * A search that looks like an e-mail address (has an @) also matches the bookings whose customer
 * or a guest's customer record has that e-mail; one that looks like a phone number (digits, +,
 * spaces, at least five digits) those with that phone (digits compared, upstream/shared/phone-digits.ts). Other searches (numbers,
 * names) stay on the booking's own search text, so the list's usual search costs nothing more.
 * The customers are found first (e-mail: the trigram index of their search text; phone: a scan of
 * their contact data, only for phone-like terms); their bookings through bookings.customer and the
 * guest lists (GIN index booking_rooms_guests), as one index condition (= ANY(ARRAY(...))).
 */
export function bookingSearchAlso(pattern: string, term: string): SQL | undefined {
  const digits = phoneDigitsOf(term);
  const customers = term.includes('@')
    // search_text holds the e-mail and has the trigram index; email narrows it to the e-mail.
    ? sql`SELECT c.id FROM customers c WHERE c.search_text LIKE lower(${pattern}) AND c.email LIKE lower(${pattern})`
    : digits
      ? sql`SELECT c.id FROM customers c WHERE regexp_replace(coalesce(c.contact->>'phone', ''), '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`
      : null;
  if (!customers) return undefined;
  // One pass over the matching customers (materialized), their bookings and the booking rooms
  // naming them as guests; the ids become an index condition on bookings.
  return sql`bookings.id = ANY(ARRAY(
    WITH m AS MATERIALIZED (${customers})
    SELECT b2.id FROM bookings b2 JOIN m ON b2.customer = m.id
    UNION
    SELECT br.booking_id FROM m JOIN booking_rooms br ON br.guests @> jsonb_build_array(jsonb_build_object('customer', m.id::text))))`;
}
