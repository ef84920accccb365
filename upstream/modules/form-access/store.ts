// Forms opened by their link's token (api-calls 7.12; lib/contract/form-access.ts). The token is
// read by raw SQL from the access_token column that the Drizzle tables leave out (migration
// 0011). A wrong id and a wrong token answer the same 404, and the token is compared in constant
// time, so that neither the answer nor its timing tells whether a form exists.
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  MAX_FORM_GUESTS, validateAnswers, type TFormKind, type TPublicForm,
} from '../../../lib/contract/form-access';
import { GUEST_FORM_ELEMENTS } from '../../../lib/contract/guest-form-elements';
import type { Db, Tx } from '../../db/client';
import { isUuid, rowsOf } from '../../db/rows';
import { errors } from '../../http/errors';
import { readGeneral } from '../settings/store';
import { sealSignatures } from '../form-definitions/signatures';
import { definitionVersion } from '../form-definitions/versions';
import { now as clockNow } from '../../clock';

export type TStored = {
  id: string; name: string; status: string; kind: string | null; booking: string | null;
  /** The guest the form was made for (a personal form), or null. */
  customer: string | null;
  data: Record<string, unknown> | null; submitted_at: Date | string | null; access_token: string;
  /** Forms: the definition and the version answered under (null while unanswered: the current one). */
  formdef: string | null; formdef_version: number | null;
  /** Guest forms: staff may switch the link off (forms: always on). */
  link_active: boolean;
};

const TABLE: Record<TFormKind, string> = { form: 'forms', guestform: 'guest_forms' };
/** Statuses after which the guest can no longer change the answers. */
const FINAL = new Set(['closed', 'synced']);

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Equal-length digests, so timingSafeEqual never throws and takes the same time for any input. */
const sameToken = (given: string, stored: string) => timingSafeEqual(digest(given), digest(stored));

function loadRow(db: Tx, kind: TFormKind, id: string, forUpdate: true): Promise<TStored | null>;
function loadRow(db: Db, kind: TFormKind, id: string, forUpdate?: false): Promise<TStored | null>;
async function loadRow(db: Db, kind: TFormKind, id: string, forUpdate = false): Promise<TStored | null> {
  if (!isUuid(id)) return null;
  const lock = forUpdate ? sql.raw(' FOR UPDATE OF f') : sql.raw('');
  const query = kind === 'form'
    ? sql`SELECT f.id, f.name, f.status, NULL AS kind, f.booking, f.customer, f.data, f.submitted_at, f.access_token,
             f.formdef, f.formdef_version, TRUE AS link_active
          FROM forms f WHERE f.id = ${id}${lock}`
    : sql`SELECT f.id, f.name, f.status, f.kind, f.booking, f.customer, f.data, f.submitted_at, f.access_token,
             NULL AS formdef, NULL AS formdef_version, f.link_active
          FROM guest_forms f WHERE f.id = ${id}${lock}`;
  return rowsOf<TStored>(await db.execute(query))[0] ?? null;
}

/** The form the token opens; 404 for an unknown id, for a token that is not this form's and for
 *  a guest form whose link staff switched off (linkActive false): the same answer for all three. */
export function rowByToken(db: Tx, kind: TFormKind, id: string, token: string, forUpdate: true): Promise<TStored>;
export function rowByToken(db: Db, kind: TFormKind, id: string, token: string, forUpdate?: false): Promise<TStored>;
export async function rowByToken(db: Db, kind: TFormKind, id: string, token: string, forUpdate = false): Promise<TStored> {
  const row = forUpdate ? await loadRow(db as Tx, kind, id, true) : await loadRow(db, kind, id);
  const ok = sameToken(token, row?.access_token ?? 'x'.repeat(64));
  if (!row || !ok || !row.link_active) throw errors.notFound(`${kind} ${id} not found`);
  return row;
}

type TBookingGuest = { customer?: string; firstName?: string; lastName?: string; birthday?: string };

/** The distinct guests of a booking's rooms (a guest in two rooms counts once). */
async function bookingGuests(db: Db, booking: string | null): Promise<TBookingGuest[]> {
  if (!booking) return [];
  const rooms = rowsOf<{ guests: TBookingGuest[] }>(await db.execute(
    sql`SELECT guests FROM booking_rooms WHERE booking_id = ${booking} ORDER BY sort, created_at`));
  const seen = new Map<string, TBookingGuest>();
  for (const g of rooms.flatMap((r) => r.guests ?? [])) {
    const key = g.customer ?? `${g.firstName ?? ''} ${g.lastName ?? ''}`.trim().toLowerCase();
    if (key && !seen.has(key)) seen.set(key, g);
  }
  return [...seen.values()];
}

export type TLayoutWish = 'single' | 'multi' | undefined;

/** The public view of a stored form. A guest form is multi-guest when it was made so, when the
 *  link asks for it (/guestform-m) or when the global flag multiGuestForm is '1'. */
async function toPublic(db: Db, kind: TFormKind, row: TStored, wish: TLayoutWish): Promise<TPublicForm> {
  const data = row.data ?? {};
  const base = {
    id: row.id, kind, status: row.status, editable: !FINAL.has(row.status),
    submittedAt: row.submitted_at ? new Date(row.submitted_at).toISOString() : null,
  };
  if (kind === 'form') {
    // The questions of the version the form was answered under (form-definitions/versions.ts).
    const def = await definitionVersion(db, row.formdef!, row.formdef_version);
    return { ...base, name: def.name, description: def.description ?? null, layout: 'single', guests: 1, elements: def.elements, data, version: def.version, formHash: def.formHash };
  }
  // A guest's personal form (it names one customer) stays single whatever the link asks: its
  // holder is that guest, not the booking's lead, and sees no co-guest's data (issue 31).
  const personal = !!row.customer && row.kind !== 'multi';
  const multi = row.kind === 'multi' || (!personal && (wish === 'multi' || (wish === undefined && (await readGeneral(db)).multiGuestForm === '1')));
  if (!multi) return { ...base, name: row.name, description: null, layout: 'single', guests: 1, elements: GUEST_FORM_ELEMENTS, data };
  const fromBooking = await bookingGuests(db, row.booking);
  const stored = Array.isArray(data.guests) ? data.guests as Record<string, unknown>[] : [];
  const guests = Math.min(MAX_FORM_GUESTS, Math.max(1, fromBooking.length, stored.length));
  // Answers so far; a guest without any is prefilled with what the booking knows of them.
  const filled = Array.from({ length: guests }, (_, i) => stored[i] ?? prefill(fromBooking[i]));
  return { ...base, name: row.name, description: null, layout: 'multi', guests, elements: GUEST_FORM_ELEMENTS, data: { guests: filled } };
}

function prefill(g: TBookingGuest | undefined): Record<string, unknown> {
  if (!g) return {};
  return Object.fromEntries(Object.entries({ firstName: g.firstName, lastName: g.lastName, birthday: g.birthday }).filter(([, v]) => v));
}

export async function readByToken(db: Db, kind: TFormKind, id: string, token: string, wish: TLayoutWish): Promise<TPublicForm> {
  return toPublic(db, kind, await rowByToken(db, kind, id, token), wish);
}

/** Stores the guest's answers (validated against the form's questions) and marks the form
 *  submitted; a closed or synced form refuses with 409. One transaction, the row locked. */
export async function submitByToken(db: Db, kind: TFormKind, id: string, token: string, answers: Record<string, unknown>, wish: TLayoutWish): Promise<TPublicForm> {
  return db.transaction(async (transaction) => {
    const tx = transaction;
    const row = await rowByToken(tx, kind, id, token, true);
    const view = await toPublic(tx, kind, row, wish);
    if (!view.editable) throw errors.conflict('FORM_CLOSED', 'The form can no longer be changed. Please contact us if something is wrong.');
    const checked = validateAnswers(view, answers);
    if (checked.fields.length) throw errors.validation(checked.fields);
    if (kind === 'form') {
      // Signatures are checked against the version shown and sealed; the form keeps that version.
      // Dated by the business clock: the signature's day is the medical's and the waiver's date,
      // set against dive days (dive/readiness.ts; docs/decisions/clock.md).
      checked.data = sealSignatures(await definitionVersion(tx, row.formdef!, view.version!), checked.data, clockNow());
      await tx.execute(sql`UPDATE forms SET formdef_version = ${view.version!} WHERE id = ${id} AND formdef_version IS NULL`);
    }
    const table = sql.raw(TABLE[kind]);
    const [saved] = rowsOf<{ submitted_at: Date | string }>(await tx.execute(sql`UPDATE ${table}
      SET data = ${JSON.stringify(checked.data)}::jsonb, status = 'submitted', submitted_at = now(), updated_at = now()
      WHERE id = ${id} RETURNING submitted_at`));
    return toPublic(tx, kind, { ...row, formdef_version: view.version ?? null, data: checked.data, status: 'submitted', submitted_at: saved.submitted_at }, view.layout);
  });
}

type TLink = { layout: 'single' | 'multi'; path: string };

function pathsOf(kind: TFormKind, id: string, token: string): TLink[] {
  if (kind === 'form') return [{ layout: 'single', path: `/forms/${id}/${token}` }];
  return [{ layout: 'single', path: `/guestform/${id}/${token}` }, { layout: 'multi', path: `/guestform-m/${id}/${token}` }];
}

/** The links of a form for staff: the paths of the public pages with the token. */
export async function linksOf(db: Db, kind: TFormKind, id: string): Promise<TLink[]> {
  const row = await loadRow(db, kind, id);
  if (!row) throw errors.notFound(`${kind} ${id} not found`);
  return pathsOf(kind, row.id, row.access_token);
}

/** A new token for a form (a link that went astray): the old links open nothing from now on.
 *  The same random expression as the column's default (migration 0011). */
export async function renewLinks(db: Db, kind: TFormKind, id: string): Promise<TLink[]> {
  const [row] = rowsOf<{ access_token: string }>(await db.execute(sql`UPDATE ${sql.raw(TABLE[kind])}
    SET access_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), updated_at = now()
    WHERE id = ${id} RETURNING access_token`));
  if (!row) throw errors.notFound(`${kind} ${id} not found`);
  return pathsOf(kind, id, row.access_token);
}
