// The booking state machine: every state × action pair is either in the table or refused, and
// the inventory follows the state.
import { describe, expect, it } from 'vitest';
import { BOOKING_STATES } from '@/lib/contract/resources/enums';
import { allowedActions, holdsInventory, transition, TRANSITIONS, type TBookingAction } from '@/upstream/modules/bookings/transitions';
import { planBeds, partyGender } from '@/upstream/modules/inventory/beds';

// The whole table of docs/decisions/bookings.md. Actions that keep the state (edits) map to it;
// revertRebook maps to the state the rebooked booking had (its link, rebook.ts), so the table
// answers the current state and the service puts the previous one.
const edits = (s: string): Partial<Record<TBookingAction, string>> => ({ rebook: 'rebooked', lockUnlockRoom: s, change: s, rooms: s, changeCustomer: s, ref: s, removeRef: s });
const EXPECTED: Record<string, Partial<Record<TBookingAction, string>>> = {
  draft: { confirm: 'confirmed', plan: 'planned', wait: 'waiting', cancell: 'aborted', release: 'freed', ...edits('draft') },
  planned: { confirm: 'confirmed', wait: 'waiting', cancell: 'aborted', release: 'freed', ...edits('planned') },
  confirmed: { cancell: 'aborted', checkin: 'confirmed', checkout: 'confirmed', splitByCustomer: 'splitted', resolved: 'resolved', ...edits('confirmed') },
  waiting: { confirm: 'confirmed', plan: 'planned', cancell: 'aborted', ...edits('waiting') },
  splitted: { cancell: 'aborted', checkin: 'splitted', checkout: 'splitted', splitByCustomer: 'splitted', resolved: 'resolved', ...edits('splitted') },
  aborted: { revert: 'draft' },
  freed: { revert: 'draft' },
  rebooked: { revertRebook: 'rebooked' },
  resolved: { ref: 'resolved', removeRef: 'resolved' },
};

describe('booking transitions', () => {
  for (const state of BOOKING_STATES) {
    for (const action of Object.keys(TRANSITIONS) as TBookingAction[]) {
      const to = EXPECTED[state]?.[action];
      it(`${state} --${action}--> ${to ?? 'refused'}`, () => {
        const r = transition(state, action);
        if (to) expect(r).toEqual({ ok: true, to });
        else expect(r).toEqual({ ok: false, allowed: allowedActions(state) });
      });
    }
  }
  it('offers, reservations, bookings (also split and resolved ones) hold rooms', () => {
    expect(BOOKING_STATES.filter(holdsInventory)).toEqual(['draft', 'confirmed', 'planned', 'resolved', 'splitted']);
  });
});

describe('bed plans', () => {
  const room = { id: 'r', bedCount: 3, allowSharedRoom: true, allowMixedGender: false, isActive: true, blocked: false };
  it('a room that is not shared is taken whole', () => {
    expect(planBeds({ ...room, allowSharedRoom: false }, { guests: [{ gender: 'm' }] }, new Set())).toEqual({ ok: true, beds: [0, 1, 2], gender: 'm' });
    expect(planBeds({ ...room, allowSharedRoom: false }, { guests: Array(4).fill({ gender: 'u' }) }, new Set())).toMatchObject({ ok: false, reason: 'TOO_MANY_GUESTS' });
  });
  it('a shared room gives the first free beds, one per guest', () => {
    expect(planBeds(room, { guests: [{ gender: 'f' }, { gender: 'f' }] }, new Set([0]))).toEqual({ ok: true, beds: [1, 2], gender: 'f' });
    expect(planBeds(room, { guests: [{ gender: 'f' }, { gender: 'f' }] }, new Set([0, 1]))).toMatchObject({ ok: false, reason: 'NOT_ENOUGH_BEDS' });
    expect(planBeds(room, { beds: [5], guests: [] }, new Set())).toMatchObject({ ok: false, reason: 'NO_SUCH_BED' });
    expect(planBeds({ ...room, blocked: true }, { guests: [] }, new Set())).toMatchObject({ ok: false, reason: 'ROOM_NOT_BOOKABLE' });
  });
  it('a party of different genders is mixed', () => {
    expect(partyGender([{ gender: 'm' }, { gender: 'f' }])).toBe('x');
    expect(partyGender([])).toBe('u');
  });
});
