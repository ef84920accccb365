// Which beds a booking's room takes and under which gender (pure). A room that cannot be shared
// is taken whole; a shared room (allowSharedRoom) gives each party its own beds, one per guest
// unless beds are named. The party's gender drives the mixed-gender rule of the occupancy:
// all guests the same → that gender ('u' when unknown), different → 'x' (a mixed party).
import type { TGuest } from '../../../lib/contract/booking-core';

export type TRoomFacts = {
  id: string;
  bedCount: number;
  allowSharedRoom: boolean;
  allowMixedGender: boolean;
  isActive: boolean;
  blocked: boolean;
};

export type TBedPlan = { ok: true; beds: number[]; gender: string } | { ok: false; reason: string };

export function partyGender(guests: readonly Pick<TGuest, 'gender'>[]): string {
  const set = new Set(guests.map((g) => g.gender ?? 'u'));
  if (set.size === 0) return 'u';
  return set.size === 1 ? [...set][0] : 'x';
}

export function planBeds(room: TRoomFacts, req: { beds?: number[]; guests: readonly Pick<TGuest, 'gender'>[] }, takenBeds: ReadonlySet<number>): TBedPlan {
  if (!room.isActive || room.blocked) return { ok: false, reason: 'ROOM_NOT_BOOKABLE' };
  const count = Math.max(1, room.bedCount);
  const all = Array.from({ length: count }, (_, i) => i);
  const gender = partyGender(req.guests);
  if (!room.allowSharedRoom) {
    if (req.guests.length > count) return { ok: false, reason: 'TOO_MANY_GUESTS' };
    return { ok: true, beds: all, gender };
  }
  if (req.beds && req.beds.length > 0) {
    const beds = [...new Set(req.beds)].sort((a, b) => a - b);
    if (beds.some((b) => b >= count)) return { ok: false, reason: 'NO_SUCH_BED' };
    if (req.guests.length > beds.length) return { ok: false, reason: 'TOO_MANY_GUESTS' };
    return { ok: true, beds, gender };
  }
  const need = Math.max(1, req.guests.length);
  const free = all.filter((b) => !takenBeds.has(b));
  if (free.length < need) return { ok: false, reason: 'NOT_ENOUGH_BEDS' };
  return { ok: true, beds: free.slice(0, need), gender };
}
