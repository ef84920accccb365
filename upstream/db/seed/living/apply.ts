// Writes the living demo (plan.ts) through the domain owners' own functions: bookings are created,
// confirmed, checked in and out, cancelled with their fee and paid with the booking module's
// createBooking / actOn / recordPayment, public requests with the public booking's
// createPublicBooking and the offer expiry's expireOffer, so totals, numbers, history and the
// occupancy are what the application itself would have made. Each booking is one transaction.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../client';
import { bookings, todos, users } from '../../schema';
import type { TPrincipal } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { createBooking } from '../../../modules/bookings/create';
import { actOn } from '../../../modules/bookings/actions';
import { recordPayment } from '../../../modules/bookings/payments/record-payment';
import { expireOffer } from '../../../modules/bookings/expire-offer';
import type { TBookingAction } from '../../../modules/bookings/transitions';
import type { TBookingRow } from '../../../modules/bookings/access';
import { createPublicBooking } from '../../../modules/public-booking/create';
import { readGeneral } from '../../../modules/settings/store';
import { registerDomains } from '../../../modules';
import { now as clockNow, dayIn } from '../../../clock';
import { DEMO_ROOMS } from '../booking-rooms';
import { demoDayShift, shiftDemoDates } from '../demo-dates';
import { isoOf } from '../prng';
import { sid, type TSeedRow } from '../resources-ids';
import { seedResourceRows } from '../resources';
import { livingRows } from './catalogue';
import { planLivingDemo, type TPlan, type TPlannedBooking } from './plan';
import { contestRows, seedLoyaltyLedger, seedLoyaltyStays } from './loyalty';
import { seedBankEntries } from './bank-entries';

const DAY_MS = 86_400_000;
const at = (day: number, hour: number) => new Date(day * DAY_MS + hour * 3_600_000);
const RESORT_ROOMS = [['101', 2], ['102', 2], ['103', 2], ['104', 2], ['201', 3], ['202', 3], ['301', 4]] as const;
const CABINS = [['c1', true], ['c2', true], ['c3', true], ['c4', true], ['c5', false], ['c6', false], ['c7', false]] as const;
const PROVIDER = { online: 'stripe', transfer: 'transfer', cash: 'cash' } as const;

/** The plan for `today` (the operator's day by the clock); `seed` picks another (but as fixed)
 *  business; `shift` is the written demo's (demo-dates.ts: by the clock, or a test's day). */
export function livingPlan(seed: number, today: string, shift: number = demoDayShift()): TPlan {
  const taken: Record<string, [string, string][]> = {};
  for (const r of shiftDemoDates(DEMO_ROOMS, shift)) (taken[r.room] ??= []).push([r.from, r.to]);
  return planLivingDemo({
    today, seed,
    resortRooms: RESORT_ROOMS.map(([key, pax]) => ({ key, pax })),
    cabins: CABINS.map(([key, shared]) => ({ key, shared })),
    taken,
    staticDepartures: shiftDemoDates(['2027-03-06', '2027-03-13', '2027-03-20'], shift),
  });
}

async function adminPrincipal(db: Db): Promise<TPrincipal> {
  const [u] = await db.select().from(users).where(eq(users.email, 'admin@example.com')).limit(1);
  if (!u) throw new Error('The living demo needs the demo admin (seedDemoUsers first).');
  return { userId: u.id, tokenId: 'seed', email: u.email, name: u.name ?? 'Demo Admin', userType: 'admin', scopes: ['admin'], assets: [], agencyId: null, customerId: null, language: 'en', isCrmUser: false };
}

export type TLivingResult = { day: string; bookings: number; skipped: number; loyaltyEntries: number; leftOut: string[] };

/** A fault while seeding the living demo, with the step it happened in (seed/index.ts logs it and
 *  starts on the business without the demo). */
export class DemoSeedError extends Error {
  /** The error's own words (the database's for a failed query), without the step. */
  readonly reason: string;
  /** made: the bookings were committed and a later step (the loyalty ledger) failed. */
  constructor(readonly day: string, readonly step: string, readonly cause: unknown, readonly made = false) {
    super(`${step}: ${rootMessage(cause)}`);
    this.reason = rootMessage(cause);
    this.name = 'DemoSeedError';
  }
}

/** The innermost cause's message: a failed query's is the database's own words, not the SQL. */
function rootMessage(err: unknown): string {
  let e = err;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return (e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 300);
}

/** The whole business in one transaction: a start interrupted halfway, or a step that fails,
 *  leaves no half demo (the next start, finding no bookings, seeds it again). Each booking in a
 *  savepoint of its own; one the booking module refuses (409) is left out and counted. The
 *  loyalty ledger follows it, one transaction per entry (loyalty.ts). */
export async function seedLivingDemo(db: Db, seed: number): Promise<TLivingResult> {
  registerDomains();
  // The operator's today (general.timezone), the day the dashboard and the calendars call today.
  const day = dayIn((await readGeneral(db)).timezone, clockNow());
  let step = 'plan';
  const during = async <T>(name: string, run: () => Promise<T>): Promise<T> => { step = name; return run(); };
  let made = false;
  try {
    const plan = livingPlan(seed, day);
    const living = await db.transaction(async (tx) => {
      await during('catalogue', () => seedResourceRows(tx, { ...livingRows(plan), contest: contestRows(plan) }));
      const admin = await adminPrincipal(tx);
      const holdHours = (await readGeneral(tx)).publicOfferHoldHours;
      const ids = new Map<string, string>();
      let skipped = 0;
      for (const b of plan.bookings) {
        try {
          ids.set(b.key, await during(`booking ${b.key} (${b.story}, ${isoOf(b.from)})`, () =>
            b.channel === 'public' ? publicBooking(tx, b, holdHours) : tx.transaction((sp) => officeBooking(sp, admin, b))));
        } catch (err) {
          // The booking module said no (a room not free): the demo leaves that stay out.
          if (!(err instanceof AppError && err.status === 409)) throw err;
          skipped++;
        }
      }
      await during('guest forms and to-dos', () => seedResourceRows(tx, afterRows(plan, ids)));
      await during('bank entries', () => seedBankEntries(tx, day, [...ids.values()]));
      const cast = await during('loyalty stays', () => seedLoyaltyStays(tx, admin, plan, ids));
      return { bookings: ids.size, skipped, cast, admin };
    });
    made = true;
    const { entries, leftOut } = await during('loyalty ledger', () => seedLoyaltyLedger(db, living.admin, plan, living.cast));
    return { day, bookings: living.bookings, skipped: living.skipped, loyaltyEntries: entries, leftOut };
  } catch (err) {
    throw new DemoSeedError(day, step, err, made);
  }
}

async function officeBooking(tx: Tx, admin: TPrincipal, b: TPlannedBooking): Promise<string> {
  const lead = b.guests[0];
  const customer = sid(`customers:living-${b.key}`);
  const initial = b.story === 'waiting' ? 'waiting' : b.story === 'reservation' ? 'planned' : 'draft';
  const created = await createBooking(tx, admin, {
    type: b.kind, state: initial, title: `${lead.firstName} ${lead.lastName}`,
    ...(b.kind === 'resort' ? { resort: sid('resort:coral') } : { vessel: sid('vessel:horizon'), tour: sid(`tours:${b.departure!.tour}`), schedule: sid(`schedules:${b.departure!.key}`) }),
    ...(b.agency ? { agency: sid(`agencies:${b.agency}`) } : {}),
    customer, source: sid(`bookingsource:${b.source}`), category: sid(`bookingcategory:${b.category}`), language: lead.language, currency: 'EUR',
    rooms: [{ room: b.room, guests: b.guests, beds: b.beds }, ...(b.more ?? [])].map((r, ri) => ({
      room: sid(`rooms:${r.room}`), dateFrom: isoOf(b.from), dateTo: isoOf(b.to), ...(r.beds ? { beds: r.beds } : {}),
      guests: r.guests.map((g, i) => ({ ...(ri === 0 && i === 0 ? { customer } : {}), firstName: g.firstName, lastName: g.lastName, gender: g.gender, birthday: g.birthday })),
    })),
  }, at(b.bookedOn, b.bookedHour));
  const act = async (action: TBookingAction, when: Date, note?: Record<string, unknown>) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, created.id)).for('update');
    return actOn(tx, row as TBookingRow, { action, now: when, actor: admin, note });
  };
  const firm = b.story === 'confirmed' || b.story === 'stayed' || b.story === 'inHouse';
  let total = created.total;
  if (firm) total = (await act('confirm', at(b.actedOn, 10))).total;
  let shares = 0;
  let recorded = 0;
  for (const p of b.payments) {
    // The part that completes the price pays exactly what is left (two rounded shares of an odd
    // total would pay a cent more than it).
    shares += p.share;
    const amount = shares >= 0.999 ? total - recorded : Math.round(total * p.share);
    recorded += amount;
    if (amount <= 0) continue;
    await recordPayment(tx, admin, created.id, {
      amount, method: p.method, status: p.status, provider: sid(`payprovider:${PROVIDER[p.method]}`),
      reference: `${p.share < 0.5 ? 'Deposit' : 'Balance'} ${lead.lastName}`, ...(p.status === 'paid' ? { paidAt: at(p.day, 12) } : {}),
    }, at(p.day, 12));
  }
  if (b.story === 'inHouse' || b.story === 'stayed') await act('checkin', at(b.from, 14));
  if (b.story === 'stayed') await act('checkout', at(b.to, 10));
  if (b.story === 'cancelled') {
    await act('cancell', at(b.actedOn, 11), { cancellation: { reason: 'customer', ...(b.cancelPercent ? { percent: b.cancelPercent } : {}) } });
  }
  return created.id;
}

/** A request from the website: the offer holds its rooms for the configured hours; staff
 *  confirmed the older ones, the expiry job released one whose hold ran out. */
async function publicBooking(db: Db, b: TPlannedBooking, holdHours: number): Promise<string> {
  const [lead, ...others] = b.guests;
  const real = clockNow().getTime();
  // An offer about to expire came in so long ago that its hold ends within the next hours.
  const when = b.story === 'expiringOffer' ? new Date(real - (holdHours - 2 - (b.from % 4)) * 3_600_000) : at(b.bookedOn, b.bookedHour);
  const detail = await createPublicBooking(db, {
    rooms: [{ room: sid(`rooms:${b.room}`), dateFrom: isoOf(b.from), dateTo: isoOf(b.to), guests: others.length ? b.guests.map((g) => ({ firstName: g.firstName, lastName: g.lastName, gender: g.gender })) : [] }],
    lead: { firstName: lead.firstName, lastName: lead.lastName, email: lead.email, phone: lead.phone, gender: lead.gender, birthday: lead.birthday },
    language: lead.language, currency: 'EUR',
  }, when);
  if (b.story === 'expiredOffer') await db.transaction((tx) => expireOffer(tx, detail.id, new Date(when.getTime() + holdHours * 3_600_000)));
  if (b.story === 'offer') {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, detail.id)).for('update');
      await actOn(tx, row as TBookingRow, { action: 'confirm', now: new Date(when.getTime() + 3 * 3_600_000), actor: null });
    });
  }
  return detail.id;
}

/** Guest forms (answered and still missing) and the office's to-dos for overdue deposits. */
function afterRows(plan: TPlan, ids: Map<string, string>): Record<string, TSeedRow[]> {
  const guestform: TSeedRow[] = [];
  const todo: TSeedRow[] = [];
  for (const b of plan.bookings) {
    const id = ids.get(b.key);
    if (!id) continue;
    const g = b.guests[0];
    const customer = b.channel === 'office' ? sid(`customers:living-${b.key}`) : undefined;
    if (b.guestForm) {
      guestform.push({
        key: `living-${b.key}`, name: `${g.firstName} ${g.lastName}`, booking: id, ...(customer ? { customer } : {}),
        kind: b.guests.length > 1 ? 'multi' : 'single',
        ...(b.guestForm === 'submitted' ? { status: 'submitted', data: { nationality: g.country, birthday: g.birthday }, submittedAt: at(Math.min(plan.today, b.from - 3), 19).toISOString() } : {}),
      });
    }
    if (b.depositOverdue) {
      todo.push({ key: `living-${b.key}`, group: 'Payments', text: `Deposit for ${g.firstName} ${g.lastName} overdue`, due: isoOf(b.actedOn + 7), booking: id, predefined: true, definition: 'depositDue' });
    }
  }
  todo.push({ key: 'living-demo', group: 'Office', text: `Demo business seeded for ${isoOf(plan.today)}`, due: isoOf(plan.today), open: false });
  return { guestform, todo };
}

/** The day the living demo in this database was seeded for, or null when it has none. */
export async function livingDemoDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ due: todos.due }).from(todos).where(eq(todos.id, sid('todo:living-demo'))).limit(1);
  return row ? String(row.due) : null;
}
