// The living demo's loyalty club (docs/decisions/demo-data.md): a programme with tiers, returning
// guests whose earlier stays (before the living business's thirteen weeks) earned them a tier, the
// club member's own past stay, points earned by every completed stay, one redemption on a coming
// stay and a contest open now with a few entries. Everything is written by its owner: the stays by
// the booking module (createBooking, actOn, recordPayment), the ledger by the loyalty module's
// writeProgram, earnForBooking and redeemPoints, the entries by its subscribe.
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { TLoyaltyProgram } from '../../../../lib/contract/loyalty';
import type { Db } from '../../client';
import { bookings, customers } from '../../schema';
import type { TPrincipal } from '../../../http/context';
import { createBooking } from '../../../modules/bookings/create';
import { actOn } from '../../../modules/bookings/actions';
import { recordPayment } from '../../../modules/bookings/payments/record-payment';
import { bookingDetail } from '../../../modules/bookings/detail';
import type { TBookingRow } from '../../../modules/bookings/access';
import type { TBookingAction } from '../../../modules/bookings/transitions';
import { STAY_STATES } from '../../../modules/customers/stays';
import { earnForBooking } from '../../../modules/loyalty/earn';
import { writeProgram } from '../../../modules/loyalty/program';
import { redeemPoints } from '../../../modules/loyalty/writes';
import { subscribe } from '../../../modules/loyalty/contest';
import { AppError } from '../../../http/errors';
import { now as clockNow } from '../../../clock';
import { DEMO_CLUB_CUSTOMER_ID } from '../demo-ids';
import { isoOf } from '../prng';
import { sid, type TSeedRow } from '../resources-ids';
import type { TPlan } from './plan';

const DAY_MS = 86_400_000;
const at = (day: number, hour: number) => new Date(day * DAY_MS + hour * 3_600_000);

export const DEMO_PROGRAM: TLoyaltyProgram = {
  isActive: true, basis: 'night', pointsPerUnit: 20, revenueStep: 10_000, currency: 'EUR', pointValue: 10,
  tiers: [
    { key: 'reef', name: { de: 'Riff', en: 'Reef' }, minPoints: 0, bonusPercent: 0, benefits: { de: '20 Punkte pro Nacht', en: '20 points per night' } },
    { key: 'wall', name: { de: 'Steilwand', en: 'Wall' }, minPoints: 300, bonusPercent: 10, benefits: { de: '10 % Extrapunkte, Nitrox-Upgrade', en: '10% bonus points, nitrox upgrade' } },
    { key: 'bluewater', name: { de: 'Blauwasser', en: 'Blue water' }, minPoints: 800, bonusPercent: 25, benefits: { de: '25 % Extrapunkte, ein freier Tauchgang pro Aufenthalt', en: '25% bonus points, one free dive per stay' } },
  ],
};

/** Earlier stays (weeks before today, nights, resort room) of the returning guests. */
export const HISTORY: { nights: number; weeksAgo: number; room: string }[][] = [
  [{ weeksAgo: 40, nights: 14, room: '102' }, { weeksAgo: 22, nights: 10, room: '102' }],
  [{ weeksAgo: 50, nights: 14, room: '103' }, { weeksAgo: 36, nights: 14, room: '103' }, { weeksAgo: 20, nights: 14, room: '104' }],
];
export const CLUB_HISTORY = [{ weeksAgo: 30, nights: 7, room: '101' }];
export const REDEEMED_POINTS = 200;

/** The contest open around today (a living row: its dates follow the seeding day). */
export function contestRows(plan: TPlan): TSeedRow[] {
  return [{
    key: 'living-logbook', name: 'Logbook challenge: most dives this season', status: 'active', validFrom: isoOf(plan.today - 30), validTo: isoOf(plan.today + 60),
    prize: 'A free dive week on MY Blue Horizon',
    description: { en: 'Log your dives with us; the most dives by the end of the season win.', de: 'Tauchgänge bei uns loggen; die meisten bis Saisonende gewinnen.' },
  }];
}

export type TLoyaltyCast = { returning: { customer: string; coming: string }[]; club: string };

/** Bookings of the plan that can be a returning guest's coming stay: office bookings of the resort
 *  coming up, not via an agency, with the deposit paid and the rest still open (so the points have
 *  something to pay), the soonest first. Pure: the plan's test checks there are enough on every day. */
export function returningCandidates(plan: TPlan): TPlan['bookings'] {
  return plan.bookings
    .filter((b) => b.channel === 'office' && !b.agency && b.story === 'confirmed' && b.from > plan.today && b.kind === 'resort' && partlyPaid(b))
    .sort((a, b) => a.from - b.from);
}

function partlyPaid(b: TPlan['bookings'][number]): boolean {
  const paid = b.payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.share, 0);
  return paid > 0 && paid < 1;
}

/** Returning guests: the first candidates the booking module wrote whose open balance the
 *  redemption's points fit in (a stay no price list covers has nothing open). */
async function returningGuests(tx: Db, plan: TPlan, ids: Map<string, string>): Promise<{ customer: string; coming: string }[]> {
  const out: { customer: string; coming: string }[] = [];
  for (const b of returningCandidates(plan)) {
    const id = ids.get(b.key);
    if (!id) continue;
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id));
    if ((await bookingDetail(tx, row as TBookingRow)).open < REDEEMED_POINTS * DEMO_PROGRAM.pointValue) continue;
    out.push({ customer: sid(`customers:living-${b.key}`), coming: id });
    if (out.length === HISTORY.length) break;
  }
  return out;
}

/** Inside the living transaction: the earlier, completed and paid stays of the cast. */
export async function seedLoyaltyStays(tx: Db, admin: TPrincipal, plan: TPlan, ids: Map<string, string>): Promise<TLoyaltyCast> {
  const returning = await returningGuests(tx, plan, ids);
  const cast = [...returning.map((r, i) => ({ customer: r.customer, stays: HISTORY[i] })), { customer: DEMO_CLUB_CUSTOMER_ID, stays: CLUB_HISTORY }];
  for (const { customer, stays } of cast) {
    const [c] = await tx.select().from(customers).where(eq(customers.id, customer));
    if (!c) continue;
    const md = c.masterData ?? { gender: 'u' as const };
    const name = { firstName: md.firstName ?? c.fullName ?? 'Guest', lastName: md.lastName ?? '', gender: md.gender ?? 'u' };
    for (const s of stays) {
      const from = plan.today - s.weeksAgo * 7;
      await tx.transaction(async (sp) => {
        const created = await createBooking(sp, admin, {
          type: 'resort', state: 'draft', title: c.fullName ?? name.lastName, resort: sid('resort:coral'), customer,
          source: sid('bookingsource:email'), category: sid('bookingcategory:holiday'), language: c.language ?? 'de', currency: 'EUR',
          rooms: [{ room: sid(`rooms:${s.room}`), dateFrom: isoOf(from), dateTo: isoOf(from + s.nights), guests: [{ customer, ...name }] }],
        }, at(from - 45, 9));
        const act = async (action: TBookingAction, when: Date) => {
          const [row] = await sp.select().from(bookings).where(eq(bookings.id, created.id)).for('update');
          return actOn(sp, row as TBookingRow, { action, now: when, actor: admin });
        };
        const { total } = await act('confirm', at(from - 44, 10));
        if (total > 0) {
          await recordPayment(sp, admin, created.id, { amount: total, method: 'transfer', status: 'paid', provider: sid('payprovider:transfer'), reference: `Stay ${name.lastName}`, paidAt: at(from - 30, 12) }, at(from - 30, 12));
        }
        await act('checkin', at(from, 14));
        await act('checkout', at(from + s.nights, 10));
      });
    }
  }
  return { returning, club: DEMO_CLUB_CUSTOMER_ID };
}

/** A business refusal (409: the programme is off, the booking has too little open, …): the step is
 *  left out of the demo and counted; anything else is a fault. */
const refused = (err: unknown) => err instanceof AppError && err.status === 409;

/** After the living transaction, each write in its own transaction (as the daily job earns), so
 *  the statements list the entries in the order they happened. A step the owner refuses is left
 *  out and named in `leftOut`. */
export async function seedLoyaltyLedger(db: Db, admin: TPrincipal, plan: TPlan, cast: TLoyaltyCast): Promise<{ entries: number; leftOut: string[] }> {
  const today = isoOf(plan.today);
  const who = { userId: admin.userId, userName: admin.name };
  const program = await db.transaction((tx) => writeProgram(tx, admin, DEMO_PROGRAM, clockNow()));
  const done = await db.select({ id: bookings.id }).from(bookings)
    .where(and(isNotNull(bookings.customer), inArray(bookings.state, [...STAY_STATES]), lte(bookings.dateTo, today)))
    .orderBy(asc(bookings.dateTo), asc(bookings.id));
  let entries = 0;
  const leftOut: string[] = [];
  for (const b of done) {
    try {
      if ((await db.transaction((tx) => earnForBooking(tx, b.id, program, today, who))).earned) entries++;
    } catch (err) {
      // The programme or the feature flag is off in this database: nothing is earned.
      if (refused(err)) return { entries, leftOut: [...leftOut, 'loyalty points'] };
      throw err;
    }
  }
  // One redemption: the first returning guest whose coming stay has enough open for the points.
  let redeemed = false;
  for (const r of cast.returning) {
    try {
      await db.transaction((tx) => redeemPoints(tx, admin, r.coming, { points: REDEEMED_POINTS, note: 'Paid part of the next stay with points' }, program));
      entries++;
      redeemed = true;
      break;
    } catch (err) {
      if (!refused(err)) throw err;
    }
  }
  if (!redeemed) leftOut.push('loyalty redemption');
  for (const customer of [cast.club, ...cast.returning.map((r) => r.customer)]) {
    try {
      await db.transaction((tx) => subscribe(tx, sid('contest:living-logbook'), customer, today));
    } catch (err) {
      if (!refused(err)) throw err;
      leftOut.push('contest entry');
    }
  }
  return { entries, leftOut };
}
