// The booking state machine (spec section 4 names the states and the actions; which transitions
// are allowed is "not shown", so this table is our decision, see docs/decisions/bookings.md).
// Anything not in the table is refused with 409 and the allowed actions named.
import type { TBookingState } from '../../../lib/contract/booking-core';

export type TBookingAction = 'confirm' | 'plan' | 'wait' | 'cancell' | 'release' | 'revert' | 'checkin' | 'checkout';

type TTransition = { from: readonly TBookingState[]; to: TBookingState | 'same' };

export const TRANSITIONS: Readonly<Record<TBookingAction, TTransition>> = {
  /** Offer or reservation becomes a firm booking (gets its bookingNo). */
  confirm: { from: ['draft', 'planned', 'waiting'], to: 'confirmed' },
  /** Offer becomes a reservation (gets its reservationNo). */
  plan: { from: ['draft', 'waiting'], to: 'planned' },
  /** Onto the waiting list: gives its rooms back until it is confirmed or planned. */
  wait: { from: ['draft', 'planned'], to: 'waiting' },
  /** Cancellation (the spec's `cancell`): frees the rooms, keeps the booking and its numbers. */
  cancell: { from: ['draft', 'planned', 'confirmed', 'waiting'], to: 'aborted' },
  /** An offer or reservation lets its rooms go (the spec's `release` with a reason; the offer-expiry
   *  job when a public offer's hold runs out): state freed, the booking and its numbers stay. */
  release: { from: ['draft', 'planned'], to: 'freed' },
  /** Undo a cancellation or a release: back to an offer; the rooms must still be free. */
  revert: { from: ['aborted', 'freed'], to: 'draft' },
  /** Guests arrive / leave: flags on a confirmed booking, the state stays. */
  checkin: { from: ['confirmed'], to: 'same' },
  checkout: { from: ['confirmed'], to: 'same' },
};

/** States whose rooms are taken in the occupancy (waiting, aborted and the rest give them back). */
export const HOLDING_STATES: ReadonlySet<TBookingState> = new Set<TBookingState>(['draft', 'planned', 'confirmed']);

export function holdsInventory(state: TBookingState): boolean {
  return HOLDING_STATES.has(state);
}

export type TTransitionResult = { ok: true; to: TBookingState } | { ok: false; allowed: TBookingAction[] };

export function transition(state: TBookingState, action: TBookingAction): TTransitionResult {
  const t = TRANSITIONS[action];
  if (t.from.includes(state)) return { ok: true, to: t.to === 'same' ? state : t.to };
  return { ok: false, allowed: allowedActions(state) };
}

export function allowedActions(state: TBookingState): TBookingAction[] {
  return (Object.keys(TRANSITIONS) as TBookingAction[]).filter((a) => TRANSITIONS[a].from.includes(state));
}
