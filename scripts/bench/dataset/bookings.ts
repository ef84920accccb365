// Three years of bookings walked room by room: resort rooms get stays of 1-7 nights with short
// gaps, cabins get the weekly departures (a whole cabin for a couple or a bed each for two single
// travellers). About a third of all bookings were cancelled or wait-listed: they keep their
// occupancy rows with holds = false, as the booking core leaves them. Every guest is a customer
// record. Rows come out in chunks ready for multi-row INSERTs; deterministic from the seed.
import { createRandom, dayOf, isoOf, type TRandom } from '../prng';
import { FIRST_DAY, type TAssets, type TRoomPlan } from './assets';

type TRow = Record<string, unknown>;
export type TChunk = { customers: TRow[]; bookings: TRow[]; bookingRooms: TRow[]; occupancy: TRow[]; blockers: TRow[] };
export type TCounters = Map<string, number>;

const FIRST = ['Anna', 'Lukas', 'Mia', 'Jonas', 'Sofia', 'James', 'Emma', 'Noah', 'Lea', 'Paul', 'Clara', 'Omar', 'Nina', 'Karim', 'Julia', 'Felix', 'Hanna', 'Elias', 'Lina', 'Ben', 'Marta', 'Ivan', 'Chloe', 'Hugo'];
const LAST = ['Schmidt', 'Weber', 'Miller', 'Rossi', 'Hoffmann', 'Becker', 'Fischer', 'Wolf', 'Hassan', 'Klein', 'Clarke', 'Brandt', 'Meyer', 'Wagner', 'Schulz', 'Koch', 'Richter', 'Bauer', 'Neumann', 'Schwarz', 'Dubois', 'Novak', 'Jensen', 'Moreau'];
const SYLLABLES = ['', '', 'er', 'ko', 'lin', 'man', 'sen', 'ta', 'berg', 'ova'];
const COUNTRIES = ['DE', 'AT', 'CH', 'GB', 'IT', 'FR', 'NL', 'PL', 'US', 'DK'];
const CHUNK = 2000;

export class BookingGenerator {
  private rnd: TRandom;
  private chunk: TChunk = empty();
  readonly counters: TCounters = new Map();
  customerCount = 0;
  bookingCount = 0;
  /** Bookings before this day are in the past (stayed); after it, future. */
  readonly today: number;

  constructor(seed: number, private assets: TAssets, private days: number) {
    this.rnd = createRandom(seed);
    this.today = dayOf(FIRST_DAY) + Math.floor(days * 0.65);
  }

  *chunks(): Generator<TChunk> {
    const first = dayOf(FIRST_DAY);
    const end = first + this.days;
    // The calendar hotel only has bookings from a month before "today" to two months after it.
    const calendar = this.assets.calendarRooms.map((room) => ({ room, from: this.today - 31, end: this.today + 62 }));
    for (const { room, from, end: last } of [...this.assets.resortRooms.flat().map((room) => ({ room, from: first, end })), ...calendar]) {
      let day = from + this.rnd.int(0, 3);
      for (;;) {
        const nights = this.rnd.pick([1, 1, 2, 2, 2, 3, 3, 3, 4, 5, 6, 7]);
        if (day + nights > last) break;
        const guests = room.beds === 4 ? this.rnd.int(2, 4) : this.rnd.chance(0.25) ? 1 : 2;
        this.stay(room, day, day + nights, guests, Array.from({ length: room.beds }, (_, i) => i), null);
        day += nights;
        if (this.rnd.chance(0.015)) day = this.blocker(room, day, this.rnd.int(2, 5));
        else if (this.rnd.chance(0.4)) day += this.rnd.int(1, 2);
        if (this.chunk.bookings.length >= CHUNK) yield this.take();
      }
    }
    for (const [v, deps] of this.assets.departures.entries()) {
      for (const dep of deps) {
        if (dep.to > end) break;
        for (const cabin of this.assets.cabins[v]) {
          if (!this.rnd.chance(0.85)) continue;
          if (this.rnd.chance(0.55)) this.stay(cabin, dep.from, dep.to, 2, [0, 1], dep);
          else {
            this.stay(cabin, dep.from, dep.to, 1, [0], dep);
            if (this.rnd.chance(0.8)) this.stay(cabin, dep.from, dep.to, 1, [1], dep);
          }
        }
        if (this.chunk.bookings.length >= CHUNK) yield this.take();
      }
    }
    yield this.take();
  }

  /** Customers who never booked (enquiries, old guests) up to `target` customers in all. */
  *contacts(target: number): Generator<TChunk> {
    while (this.customerCount < target) {
      const n = Math.min(CHUNK * 2, target - this.customerCount);
      for (let i = 0; i < n; i++) this.guest();
      yield this.take();
    }
  }

  private take(): TChunk {
    const c = this.chunk;
    this.chunk = empty();
    return c;
  }

  private number(kind: 'O' | 'R' | 'B', year: number): string {
    const key = `${kind}:${year}`;
    const n = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, n);
    return `${kind}${year}-${String(n).padStart(5, '0')}`;
  }

  private guest() {
    const rnd = this.rnd;
    const firstName = rnd.pick(FIRST);
    const lastName = `${rnd.pick(LAST)}${rnd.pick(SYLLABLES)}`;
    const gender = rnd.chance(0.5) ? 'm' : 'f';
    const birthday = `${rnd.int(1950, 2018)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`;
    const id = rnd.uuid();
    const email = `${firstName}.${lastName}.${++this.customerCount}@example.com`.toLowerCase();
    this.chunk.customers.push({
      id, fullName: `${firstName} ${lastName}`, email, country: rnd.pick(COUNTRIES),
      masterData: { firstName, lastName, gender, birthday }, contact: { email },
    });
    return { customer: id, firstName, lastName, gender, birthday };
  }

  private stay(room: TRoomPlan, from: number, to: number, guestCount: number, beds: number[], dep: { id: string; tour: string } | null) {
    const holding = this.book(room, from, to, guestCount, beds, dep, true);
    // A cancelled or wait-listed booking for the same room and nights (it holds nothing).
    if (holding && this.rnd.chance(0.5)) this.book(room, from, to, this.rnd.int(1, guestCount), beds, dep, false);
  }

  private book(room: TRoomPlan, from: number, to: number, guestCount: number, beds: number[], dep: { id: string; tour: string } | null, holds: boolean) {
    const rnd = this.rnd;
    const guests = Array.from({ length: guestCount }, () => this.guest());
    const past = to <= this.today;
    const state = !holds ? (rnd.chance(0.8) ? 'aborted' : 'waiting')
      : past ? 'confirmed' : rnd.pick(['confirmed', 'confirmed', 'confirmed', 'planned', 'planned', 'draft']);
    const booked = from - rnd.int(1, 180);
    const bookingDate = new Date((booked * 86_400 + rnd.int(6, 22) * 3600 + rnd.int(0, 3599)) * 1000);
    const year = bookingDate.getUTCFullYear();
    const reserved = state === 'confirmed' || state === 'planned' || (state === 'aborted' && rnd.chance(0.5));
    const id = rnd.uuid();
    const bookingRoomId = rnd.uuid();
    const genders = new Set(guests.map((g) => g.gender));
    this.chunk.bookings.push({
      id, type: dep ? 'tour' : 'resort', state, title: `${guests[0].firstName} ${guests[0].lastName}`,
      resort: room.resort, vessel: room.vessel, schedule: dep?.id ?? null, tour: dep?.tour ?? null, customer: guests[0].customer,
      noOfPax: guestCount, dateFrom: isoOf(from), dateTo: isoOf(to), bookingDate, currency: 'EUR', language: rnd.chance(0.6) ? 'de' : 'en',
      offerNo: this.number('O', year),
      reservationNo: reserved ? this.number('R', year) : null, reservationDate: reserved ? bookingDate : null,
      bookingNo: state === 'confirmed' ? this.number('B', year) : null,
      checkedIn: state === 'confirmed' && from <= this.today, checkedOut: state === 'confirmed' && past,
      cancelationDate: state === 'aborted' ? new Date(bookingDate.getTime() + 86_400_000) : null,
    });
    this.chunk.bookingRooms.push({ id: bookingRoomId, bookingId: id, roomId: room.id, roomTypeId: room.roomType, dateFrom: isoOf(from), dateTo: isoOf(to), beds, guests, sort: 0 });
    for (const bed of beds) {
      this.chunk.occupancy.push({
        roomId: room.id, bed, dateFrom: isoOf(from), dateTo: isoOf(to), bookingId: id, bookingRoomId, kind: 'booking', holds,
        gender: genders.size === 1 ? [...genders][0] : 'x', mixedGender: true,
      });
    }
    this.bookingCount++;
    return true;
  }

  private blocker(room: TRoomPlan, from: number, nights: number): number {
    const id = this.rnd.uuid();
    const type = this.rnd.pick(['Maintanance', 'OutOfOrder', 'Event']);
    this.chunk.blockers.push({ id, roomId: room.id, type, dateFrom: isoOf(from), dateTo: isoOf(from + nights), note: 'bench' });
    for (let bed = 0; bed < room.beds; bed++) {
      this.chunk.occupancy.push({ roomId: room.id, bed, dateFrom: isoOf(from), dateTo: isoOf(from + nights), blockerId: id, kind: type, holds: true, gender: 'u', mixedGender: true });
    }
    return from + nights;
  }
}

function empty(): TChunk {
  return { customers: [], bookings: [], bookingRooms: [], occupancy: [], blockers: [] };
}
