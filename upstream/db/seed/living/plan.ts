// The living demo's plan, relative to the day it is seeded: the resort's rooms and the vessel's
// cabins filled from three months ago to a year ahead, each stay with its story (when it was
// booked, through whom, what happened to it since). Pure and deterministic: the same day and
// seed give the same plan. apply.ts writes it through the booking module's own functions.
// No stay overlaps another (or the written demo's), except waiting-list entries, which hold no
// beds; the booking module refuses an overbooking anyway.
import { createRandom, dayOf, isoOf, type TRandom } from '../prng';
import { person, type TPerson } from './people';

export type TStory =
  | 'stayed' | 'inHouse' | 'confirmed' | 'reservation' | 'offer' | 'expiringOffer' | 'expiredOffer'
  | 'waiting' | 'cancelled';

export type TPayment = { share: number; day: number; method: 'online' | 'transfer' | 'cash'; status: 'paid' | 'pending' };

export type TPlannedBooking = {
  key: string;
  kind: 'resort' | 'tour';
  room: string;
  /** Bed indexes in a shared cabin (a solo traveller takes one). */
  beds?: number[];
  /** A group's further cabins on the same departure, each with its party. */
  more?: { room: string; guests: TPerson[]; beds?: number[] }[];
  from: number;
  to: number;
  departure?: TDeparture;
  guests: TPerson[];
  agency: 'nord' | 'ocean' | null;
  channel: 'office' | 'public';
  source: 'website' | 'email' | 'phone' | 'agency';
  category: 'holiday' | 'course' | 'group';
  /** Day and hour (UTC) it came in. */
  bookedOn: number;
  bookedHour: number;
  story: TStory;
  /** When the story's last step happened (confirmation, cancellation), a day. */
  actedOn: number;
  payments: TPayment[];
  cancelPercent?: number;
  guestForm: 'submitted' | 'missing' | null;
  depositOverdue: boolean;
};

export type TDeparture = { key: string; from: number; to: number; tour: 'north' | 'bde' };

export type TPlanInput = {
  today: string;
  seed: number;
  /** Room key -> guests it sleeps (resort rooms) and shared (twin cabins take single travellers). */
  resortRooms: { key: string; pax: number }[];
  cabins: { key: string; shared: boolean }[];
  /** Nights the written demo already holds: room key -> [from, to) ISO days. */
  taken: Record<string, [string, string][]>;
  /** Saturdays the written demo's own departures use (no living departure then). */
  staticDepartures: string[];
};

export type TPlan = { today: number; departures: TDeparture[]; bookings: TPlannedBooking[] };

const PAST = 91;
const RESORT_AHEAD = 300;
const VESSEL_AHEAD = 364;

type TInterval = [number, number];
const overlaps = (list: TInterval[], from: number, to: number) => list.some(([a, b]) => from < b && a < to);

export function planLivingDemo(input: TPlanInput): TPlan {
  const rnd = createRandom(input.seed ^ dayOf(input.today));
  const t = dayOf(input.today);
  const year = Number(input.today.slice(0, 4));
  const bookings: TPlannedBooking[] = [];
  const add = (b: Omit<TDraft, 'key'>) => {
    const planned = story(rnd, t, { ...b, key: `l${String(bookings.length + 1).padStart(3, '0')}` });
    bookings.push(planned);
  };

  // --- Resort: the anchors first (the front desk's today), then every room filled around them.
  const taken = new Map<string, TInterval[]>(input.resortRooms.map((r) => [r.key, (input.taken[r.key] ?? []).map(([a, b]) => [dayOf(a), dayOf(b)] as TInterval)]));
  const place = (room: { key: string; pax: number }, from: number, to: number, extra: { story?: TStory; channel?: 'office' | 'public' } = {}) => {
    const list = taken.get(room.key)!;
    if (overlaps(list, from, to)) return false;
    list.push([from, to]);
    add({ kind: 'resort', room: room.key, from, to, guests: party(rnd, year, room.pax), ...extra });
    return true;
  };
  const [r1, r2, r3, r4, r5, r6, r7] = input.resortRooms;
  // An anchor in its room, else in the first other room free then; a stay that starts (or ends)
  // today may be shortened from its other end, so the desk's today holds whatever the written
  // demo's stays (which move by whole weeks) already take.
  const anchor = (room: { key: string; pax: number }, from: number, to: number, keep: 'from' | 'to') => {
    for (let n = to - from; n >= 2; n--) {
      const [a, b] = keep === 'from' ? [from, from + n] : [to - n, to];
      // The desk's anchors happen as planned (never cancelled).
      const story: TStory = b <= t ? 'stayed' : a <= t ? 'inHouse' : 'confirmed';
      if ([room, ...input.resortRooms.filter((r) => r !== room)].some((r) => place(r, a, b, { story }))) return;
    }
  };
  anchor(r2, t - 6, t, 'to'); anchor(r2, t, t + 7, 'from'); // leaving and arriving today
  anchor(r3, t - 3, t + 4, 'from'); // in house
  anchor(r4, t - 10, t, 'to'); anchor(r4, t + 2, t + 9, 'from'); // left today, arrives this week
  anchor(r5, t - 1, t + 6, 'from'); // in house since yesterday
  anchor(r6, t, t + 4, 'from'); // arrives today
  place(r7, t + 3, t + 10, { story: 'confirmed' }); // the suite this week
  anchor(r1, t - 4, t + 3, 'from'); // in house, leaves this week
  // A few public requests for the coming weeks, placed before the rooms fill up: one still
  // holding its rooms for a few hours, one whose hold ran out yesterday (the expiry job released
  // it), and newer web bookings.
  for (const [i, s] of (['expiringOffer', 'expiringOffer', 'expiredOffer', 'offer', 'offer', 'offer'] as TStory[]).entries()) {
    for (let tries = 0; tries < 40; tries++) {
      const room = rnd.pick(input.resortRooms);
      const from = t + 14 + i * 9 + rnd.int(0, 60);
      if (place(room, from, from + rnd.int(3, 7), { story: s, channel: 'public' })) break;
    }
  }
  for (const room of input.resortRooms) {
    let d = t - PAST - rnd.int(0, 4);
    while (d < t + RESORT_AHEAD) {
      const nights = rnd.pick([5, 7, 7, 7, 10, 10, 14]);
      // Resort stays end within RESORT_AHEAD nights: the browser tests book their own beyond.
      if (d + nights > t + RESORT_AHEAD) break;
      const ahead = d - t;
      // The near months are nearly full, the far ones still open.
      const fill = ahead < -30 ? 0.35 : ahead < 45 ? 0.9 : ahead < 120 ? 0.4 : ahead < 200 ? 0.2 : 0.08;
      if (rnd.chance(fill) && place(room, d, d + nights)) d += nights + (rnd.chance(0.5) ? 0 : rnd.int(1, 2));
      else d += rnd.int(1, 4);
    }
  }
  // Waiting list: a guest hoping for a room on nights the house is full.
  for (const b of bookings.filter((x) => x.kind === 'resort' && x.from > t + 20 && x.from < t + 90).slice(0, 3)) {
    add({ kind: 'resort', room: b.room, from: b.from, to: b.to, guests: party(rnd, year, 2), story: 'waiting' });
  }

  // --- Vessel: a departure every Saturday, alternating the two routes.
  const departures: TDeparture[] = [];
  const statics = new Set(input.staticDepartures.map(dayOf));
  const firstSat = t - PAST + ((6 - ((t - PAST + 4) % 7) + 7) % 7); // 1970-01-01 was a Thursday
  for (let d = firstSat, i = 0; d <= t + VESSEL_AHEAD; d += 7, i++) {
    if (statics.has(d)) continue;
    departures.push({ key: `dep-${isoOf(d)}`, from: d, to: d + 7, tour: i % 2 === 0 ? 'north' : 'bde' });
  }
  const nextSaturday = departures.find((d) => d.from > t)!;
  // Next Saturday's guests are all coming (none cancelled): the desk sees cabins taken and free.
  const firmOn = (dep: TDeparture): { story?: TStory } => (dep === nextSaturday ? { story: 'confirmed' } : {});
  for (const dep of departures) {
    const ahead = dep.from - t;
    const fill = dep === nextSaturday ? 0.45 : ahead < -21 ? 0.4 : ahead < 60 ? 0.8 : ahead < 150 ? 0.35 : 0.1;
    // Next Saturday's departure keeps cabins free for last-minute guests.
    let free = input.cabins.filter((c, ci) => (dep === nextSaturday ? ci % 2 === 0 : rnd.chance(fill)));
    // A dive club often takes several cabins in one booking.
    if (free.length >= 4 && rnd.chance(0.8)) {
      const n = rnd.int(3, Math.min(5, free.length - 1));
      const group = free.slice(0, n);
      free = free.slice(n);
      add({ kind: 'tour', room: group[0].key, from: dep.from, to: dep.to, departure: dep, guests: party(rnd, year, 2), more: group.slice(1).map((c) => ({ room: c.key, guests: party(rnd, year, 2) })), ...firmOn(dep) });
    }
    for (const cabin of free) {
      if (cabin.shared && rnd.chance(0.25)) {
        // Two single travellers of the same gender share a twin cabin (or one has it alone).
        const a = person(rnd, year);
        add({ kind: 'tour', room: cabin.key, beds: [0], from: dep.from, to: dep.to, departure: dep, guests: [a], ...firmOn(dep) });
        if (rnd.chance(0.6)) {
          let b = person(rnd, year);
          while (b.gender !== a.gender) b = person(rnd, year);
          add({ kind: 'tour', room: cabin.key, beds: [1], from: dep.from, to: dep.to, departure: dep, guests: [b], ...firmOn(dep) });
        }
      } else add({ kind: 'tour', room: cabin.key, from: dep.from, to: dep.to, departure: dep, guests: party(rnd, year, 2), ...firmOn(dep) });
    }
  }
  return { today: t, departures, bookings: bookings.sort((a, b) => a.bookedOn - b.bookedOn || a.bookedHour - b.bookedHour) };
}

function party(rnd: TRandom, year: number, max: number): TPerson[] {
  const lead = person(rnd, year);
  const size = max <= 2 ? (rnd.chance(0.2) ? 1 : 2) : rnd.int(2, max);
  return [lead, ...Array.from({ length: size - 1 }, () => person(rnd, year, lead))];
}

type TDraft = Omit<TPlannedBooking, 'story' | 'actedOn' | 'payments' | 'guestForm' | 'depositOverdue' | 'bookedOn' | 'bookedHour' | 'channel' | 'source' | 'agency' | 'category'> & { story?: TStory; channel?: 'office' | 'public' };

/** What happened to a stay, from where it lies relative to today. */
function story(rnd: TRandom, t: number, b: TDraft): TPlannedBooking {
  let bookedOn = Math.min(b.from - rnd.int(10, 150), t - 1);
  const hour = rnd.int(7, 21);
  const channel = b.channel ?? 'office';
  const agency = channel === 'public' ? null : rnd.chance(0.22) ? (rnd.chance(0.65) ? 'nord' : 'ocean') : null;
  const source = channel === 'public' ? 'website' : agency ? 'agency' : rnd.pick(['email', 'phone', 'email', 'website'] as const);
  const category = b.guests.length > 2 || b.more ? 'group' : rnd.chance(0.12) ? 'course' : 'holiday';
  let s: TStory = b.story ?? 'confirmed';
  if (!b.story) {
    if (b.to <= t) s = rnd.chance(0.08) ? 'cancelled' : 'stayed';
    else if (b.from <= t) s = 'inHouse';
    else if (b.from - t <= 7) s = rnd.chance(0.92) ? 'confirmed' : 'cancelled';
    else s = rnd.pick(['confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'reservation', 'reservation', 'offer', 'offer', 'cancelled'] as const);
  }
  if (s === 'expiringOffer') bookedOn = t; // came in this morning, the hold ends today
  if (s === 'expiredOffer') bookedOn = t - 2;
  if (s === 'offer' && channel === 'public') bookedOn = t - rnd.int(3, 20);
  const actedOn = Math.min(t, bookedOn + rnd.int(1, 5));
  const payments: TPayment[] = [];
  let depositOverdue = false;
  const method = () => rnd.pick(['online', 'transfer', 'transfer'] as const);
  if (s === 'stayed' || s === 'inHouse' || s === 'confirmed') {
    const depositDue = actedOn + 7;
    if (rnd.chance(0.85) || depositDue > t) {
      if (depositDue <= t || rnd.chance(0.5)) payments.push({ share: 0.3, day: Math.min(t, actedOn + rnd.int(1, 6)), method: method(), status: 'paid' });
    } else depositOverdue = true;
    const restDue = b.from - 30;
    if (payments.length && (s === 'stayed' || (restDue <= t && rnd.chance(0.8)))) {
      payments.push({ share: 0.7, day: Math.min(t, Math.max(actedOn + 8, restDue - rnd.int(0, 10))), method: s === 'stayed' && rnd.chance(0.2) ? 'cash' : method(), status: 'paid' });
    }
    if (s === 'inHouse' && payments.length === 1) payments.push({ share: 0.7, day: t, method: 'transfer', status: 'pending' });
  }
  const cancelPercent = s === 'cancelled' ? rnd.pick([0, 30, 50, 100]) : undefined;
  const guestForm = s === 'inHouse' || s === 'stayed' ? 'submitted'
    : s === 'confirmed' && b.from - t <= 30 ? (rnd.chance(0.6) ? 'submitted' : 'missing') : null;
  return {
    ...b, story: s, channel, agency, source, category, bookedOn, bookedHour: s === 'expiringOffer' ? 0 : hour,
    actedOn: s === 'cancelled' ? cancelDay(rnd, bookedOn, Math.min(t, b.from - 1)) : actedOn,
    payments, cancelPercent, guestForm, depositOverdue,
  };
}

function cancelDay(rnd: TRandom, bookedOn: number, last: number): number {
  return last <= bookedOn + 1 ? bookedOn + 1 : rnd.int(bookedOn + 1, last);
}
