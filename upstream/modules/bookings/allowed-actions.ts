// The one rule of who may do which state action on a booking (issue 14): the state machine
// (transitions.ts) says what the state allows; this says what the caller may do of it. The API
// refuses with it (actions.ts) and the detail sends it as allowedActions, so a screen offers only
// the buttons that will work.
//   office (bookings.update on the booking's asset, or a job of the system): every action the
//     state allows; check-in from the arrival day in the asset's time zone (earlier by the
//     setting general.checkinDaysBeforeArrival, default 0), once; check-out once checked in.
//   agency (its own booking, agencies.self): it may ask: plan an offer as a reservation, put it
//     on the waiting list, release or cancel what is not confirmed yet. The operator confirms,
//     checks in and out (spec section 6: agencies list and create bookings; docs/decisions/bookings.md).
//   anyone else (read-only staff, the customer): no actions.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { TConflictCode } from '../../../lib/contract/error-codes';
import { GENERAL_DEFAULTS } from '../../../lib/contract/settings';
import { dayIn } from '../../clock';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { mayAccess, type TBookingRow } from './access';
import { allowedActions, type TBookingAction } from './transitions';
import { sumsSql } from './prices/money-bounds';
import { namedStatement } from '../../db/statements';

export type TCaller = 'office' | 'agency' | 'none';
const AGENCY_ACTIONS: ReadonlySet<TBookingAction> = new Set(['plan', 'wait', 'release', 'cancell']);

export type TActionFacts = Pick<TBookingRow, 'state' | 'checkedIn' | 'checkedOut' | 'dateFrom'> & Partial<Pick<TBookingRow, 'dateTo'>> & {
  /** What is still owed (minor units; resolved needs nothing owed). */
  open?: number;
  /** The booking's price (minor units): a confirm at 0 must be asked for explicitly (actions.ts). */
  total?: number;
  /** Open items of the guests' room bill (on-site items, minor units; resolved needs none). */
  onsiteOpen?: number;
  /** Today in the booking's asset's time zone, and the first day check-in is allowed. */
  today: string;
  earliestCheckin: string | null;
};

export function callerOf(p: TPrincipal | null, row: Pick<TBookingRow, 'agency' | 'customer' | 'resort' | 'vessel'>): TCaller {
  if (!p || mayAccess(p, row, 'office')) return 'office';
  return mayAccess(p, row, 'write') ? 'agency' : 'none';
}

/** A refusal: 403 for the caller, or 409 with a registered code for the state or the day. */
export type TRefusal = { status: 403; code: 'FORBIDDEN_RESSOURCE'; text: string } | { status: 409; code: TConflictCode; text: string };

/** Why the caller may not do the action now (null: it may). `stateAllows` false: the state machine's 409. */
export function refusalOf(f: TActionFacts, caller: TCaller, action: TBookingAction): TRefusal | null {
  if (!allowedActions(f.state).includes(action)) return { status: 409, code: 'INVALID_STATE_TRANSITION', text: `A booking in state ${f.state} cannot ${action}.` };
  if (caller === 'none') return { status: 403, code: 'FORBIDDEN_RESSOURCE', text: 'You may read this booking but not change it.' };
  if (caller === 'agency' && (!AGENCY_ACTIONS.has(action) || (action === 'cancell' && f.state === 'confirmed'))) {
    return { status: 403, code: 'FORBIDDEN_RESSOURCE', text: `An agency may ask for a reservation (plan); ${action} on a ${f.state} booking is the operator's.` };
  }
  if (action === 'checkin') {
    if (f.checkedIn) return { status: 409, code: 'ALREADY_CHECKED_IN', text: 'The guests are checked in already.' };
    if (f.earliestCheckin && f.today < f.earliestCheckin) {
      return { status: 409, code: 'CHECKIN_TOO_EARLY', text: `Check-in opens on ${f.earliestCheckin} (arrival ${f.dateFrom}; setting checkinDaysBeforeArrival). Today is ${f.today}.` };
    }
  }
  if (action === 'checkout') {
    if (!f.checkedIn) return { status: 409, code: 'INVALID_STATE_TRANSITION', text: 'Check the guests in before checking them out.' };
    if (f.checkedOut) return { status: 409, code: 'ALREADY_CHECKED_OUT', text: 'The guests are checked out already.' };
  }
  if (action === 'resolved') {
    if (!f.checkedOut && !(f.dateTo && f.dateTo <= f.today)) return { status: 409, code: 'STAY_NOT_OVER', text: `The stay ends on ${f.dateTo}: resolve it once the guests have left.` };
    if ((f.open ?? 0) > 0) return { status: 409, code: 'NOT_SETTLED', text: `${f.open} (minor units) are still owed: a booking is resolved when everything is settled.` };
    if ((f.onsiteOpen ?? 0) > 0) return { status: 409, code: 'NOT_SETTLED', text: `${f.onsiteOpen} (minor units) are open on the guests' room bill: a booking is resolved when everything is settled.` };
  }
  return null;
}

/** The actions the caller may do now: what the detail sends as allowedActions. */
export function actionsFor(f: TActionFacts, caller: TCaller): TBookingAction[] {
  return allowedActions(f.state).filter((a) => refusalOf(f, caller, a) === null);
}

/** Only resolving asks what is owed: the states it starts from. */
const OWING: ReadonlySet<string> = new Set(['confirmed', 'splitted']);

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The asset's and the general time zone and the check-in setting, as SQL values another
 *  statement can select along. Ids as values or placeholders of a prepared statement. */
export function zoneFactsSql(row: { resort: string | null | SQLWrapper; vessel: string | null | SQLWrapper }) {
  return {
    zone: sql<string | null>`coalesce((SELECT timezone FROM resorts WHERE id = ${row.resort}::uuid), (SELECT timezone FROM vessels WHERE id = ${row.vessel}::uuid))`,
    general: sql<string | null>`(SELECT value #>> '{}' FROM settings WHERE "group" = 'general' AND key = 'timezone')`,
    early: sql<unknown>`(SELECT value FROM settings WHERE "group" = 'general' AND key = 'checkinDaysBeforeArrival')`,
  };
}

/** What actionFacts reads, as SQL values another statement can select along (the booking detail
 *  reads them with its parts): the sums, the asset's and the general time zone, the check-in setting. */
export function actionFactsSql(tx: Db, row: { id: string | SQLWrapper; resort: string | null | SQLWrapper; vessel: string | null | SQLWrapper }) {
  return {
    // What is still open decides whether a stay may be resolved.
    ...sumsSql(tx, row.id),
    ...zoneFactsSql(row),
    // What is open on the guests' room bill (on-site items) also keeps a stay from being resolved.
    onsiteOpen: sql<string>`(SELECT coalesce(sum(amount), 0) FROM booking_onsite_items WHERE booking_id = ${row.id}::uuid AND status = 'open')`,
  };
}

/** What actionFactsSql reads (sums as exact integers in text, or numbers a write summed itself). */
export type TFactsRead = { zone: string | null; general: string | null; early: unknown; total: string | number; paid: string | number; onsiteOpen?: string | number };

/** The facts from what actionFactsSql read: today in the booking's asset's time zone (the general
 *  one without an asset) and the first check-in day. */
export function actionFactsOf(row: TBookingRow, r: TFactsRead | undefined, at: Date): TActionFacts {
  const today = dayIn(r?.zone || r?.general || GENERAL_DEFAULTS.timezone, at);
  const early = typeof r?.early === 'number' ? r.early : GENERAL_DEFAULTS.checkinDaysBeforeArrival;
  return {
    state: row.state, checkedIn: row.checkedIn, checkedOut: row.checkedOut, dateFrom: row.dateFrom, dateTo: row.dateTo, today,
    open: OWING.has(row.state) && r ? Number(r.total) - Number(r.paid) : 0,
    total: r ? Number(r.total) : 0,
    onsiteOpen: OWING.has(row.state) && r ? Number(r.onsiteOpen ?? 0) : 0,
    earliestCheckin: row.dateFrom ? addDays(row.dateFrom, -early) : null,
  };
}

const factsStatement = namedStatement('booking_action_facts', (db) => db.select(actionFactsSql(db, {
  id: sql.placeholder('id'), resort: sql.placeholder('resort'), vessel: sql.placeholder('vessel'),
})).from(sql`(SELECT 1) AS one`));

/** Today in the booking's asset's time zone and the first check-in day, read in one statement. */
export async function actionFacts(db: Db, row: TBookingRow, at: Date): Promise<TActionFacts> {
  const [r] = await factsStatement(db, { id: row.id, resort: row.resort, vessel: row.vessel }) as TFactsRead[];
  return actionFactsOf(row, r, at);
}

/** Throws the refusal of an action (403 for the caller, 409 for the state or the day). */
export function assertMayAct(f: TActionFacts, caller: TCaller, action: TBookingAction): void {
  const why = refusalOf(f, caller, action);
  if (!why) return;
  const allowed = actionsFor(f, caller);
  const text = `${why.text} Allowed: ${allowed.join(', ') || 'none'}.`;
  if (why.status === 403) throw errors.forbidden(text);
  throw errors.conflict(why.code, text);
}
