// What the bookings module does to its own rows when a customer is merged into another or erased
// (registered in registrations.ts, run by customers/merge.ts and privacy.ts in their transaction):
// - merge: bookings and payments of the duplicate name the survivor, and so do the guest entries
//   inside booking rooms; each touched booking gets a version ("customer.merge") once everything
//   has moved;
// - erase: only for a caller who sees every booking naming the person (else 403, issue 31), the
//   guest entries are anonymised, the booking's contact fields cleared (a title that is the
//   person's name too), the personal texts in history snapshots replaced, and each booking gets a
//   version ("customer.erase") once the customer record is anonymised.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { countMove, moveReferences } from '../../db/move-references';
import { rowsOf } from '../../db/rows';
import { payments } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { tally, type TEraseContext, type TMergeContext } from '../resources/binding';
import { bookingSightSql } from '../resources/booking-sight';
import { guestNaming } from './rooms/guest-naming';
import { recordCurrentVersion } from './booking-change';

const idList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** Locks the bookings in id order (two writers never deadlock on them) and gives each a version. */
async function versionEach(tx: Tx, ids: string[], action: string, p: TPrincipal): Promise<void> {
  const sorted = [...new Set(ids)].sort();
  if (!sorted.length) return;
  await tx.execute(sql`SELECT 1 FROM bookings WHERE id IN (${idList(sorted)}) ORDER BY id FOR UPDATE`);
  for (const id of sorted) await recordCurrentVersion(tx, id, action, p);
}

export async function mergeCustomerBookings(tx: Tx, keepId: string, goneId: string, ctx: TMergeContext): Promise<void> {
  const own = rowsOf<{ booking: string }>(await tx.execute(sql`UPDATE bookings SET customer = ${keepId} WHERE customer = ${goneId} RETURNING id::text AS booking`));
  tally(ctx.moved, 'bookings', own.length);
  countMove(ctx.moved, 'payments', await moveReferences(tx, payments.customer, keepId, goneId));
  // A booking room's guests name customers inside JSON (the guest's own entry keeps its names).
  const rooms = rowsOf<{ booking_id: string }>(await tx.execute(sql`
    UPDATE booking_rooms br SET guests = (
      SELECT jsonb_agg(CASE WHEN e.g->>'customer' = ${goneId}::text THEN jsonb_set(e.g, '{customer}', to_jsonb(${keepId}::text)) ELSE e.g END ORDER BY e.ord)
      FROM jsonb_array_elements(br.guests) WITH ORDINALITY AS e(g, ord))
    WHERE br.guests @> ${guestNaming(goneId)} RETURNING br.booking_id`));
  tally(ctx.moved, 'bookingRoomGuests', rooms.length);
  const touched = [...own.map((r) => r.booking), ...rooms.map((r) => r.booking_id)];
  ctx.after(() => versionEach(tx, touched, 'customer.merge', ctx.principal));
}

export async function eraseCustomerFromBookings(tx: Tx, id: string, ctx: TEraseContext): Promise<void> {
  const bookingIds = rowsOf<{ id: string }>(await tx.execute(sql`
    SELECT id FROM bookings WHERE customer = ${id}
    UNION SELECT booking_id FROM booking_rooms WHERE guests @> ${guestNaming(id)} ORDER BY 1`)).map((r) => r.id);
  if (!bookingIds.length) return;
  const list = idList(bookingIds);
  // Erasure changes every booking naming the person: only for a caller who may see them all
  // (a user limited to one resort does not rewrite another's books; issue 31).
  const [{ unseen }] = rowsOf<{ unseen: number }>(await tx.execute(sql`SELECT count(*)::int AS unseen FROM bookings bk WHERE bk.id IN (${list}) AND NOT ${bookingSightSql(ctx.principal, 'bk')}`));
  if (unseen > 0) throw errors.forbidden('FORBIDDEN_RESSOURCE', `The customer is named on ${unseen} booking(s) of assets you do not manage: a user without asset limits erases them.`);
  await tx.execute(sql`SELECT 1 FROM bookings WHERE id IN (${list}) ORDER BY id FOR UPDATE`);
  const anonymous = ctx.replacement;
  const rooms = rowsOf<{ id: string }>(await tx.execute(sql`
    UPDATE booking_rooms br SET guests = (
      SELECT jsonb_agg(CASE WHEN e.g->>'customer' = ${id}::text
        THEN jsonb_build_object('customer', ${id}::text, 'firstName', ${anonymous}::text, 'lastName', '', 'gender', 'u') ELSE e.g END ORDER BY e.ord)
      FROM jsonb_array_elements(br.guests) WITH ORDINALITY AS e(g, ord))
    WHERE br.guests @> ${guestNaming(id)} RETURNING br.id`));
  tally(ctx.anonymised, 'bookingRoomGuests', rooms.length);
  const fullName = String(ctx.record.fullName ?? '');
  const own = rowsOf<{ id: string }>(await tx.execute(sql`
    UPDATE bookings SET contact_email = NULL, contact_phone = NULL, guest_message = NULL,
      title = CASE WHEN lower(coalesce(title, '')) = lower(${fullName}) THEN ${anonymous} ELSE title END
    WHERE customer = ${id} RETURNING id`));
  tally(ctx.anonymised, 'bookings', own.length);
  let snapshots = 0;
  for (const value of ctx.personalTexts) {
    const res = rowsOf<{ n: number }>(await tx.execute(sql`
      WITH u AS (UPDATE booking_versions SET snapshot = replace(snapshot::text, to_jsonb(${value}::text)::text, to_jsonb(${anonymous}::text)::text)::jsonb
        WHERE booking_id IN (${list}) AND strpos(snapshot::text, to_jsonb(${value}::text)::text) > 0 RETURNING 1) SELECT count(*)::int AS n FROM u`));
    snapshots += Number(res[0]?.n ?? 0);
  }
  tally(ctx.anonymised, 'bookingHistorySnapshots', snapshots);
  ctx.after(async () => { for (const b of bookingIds) await recordCurrentVersion(tx, b, 'customer.erase', ctx.principal); });
}
