// The booking state machine (spec section 4 names the states and the actions; which transitions
// are allowed is "not shown", so this table is our decision, see docs/decisions/bookings.md).
// Anything not in the table is refused with 409 and the allowed actions named.
import type { TBookingState } from '../../../lib/contract/booking-core';

export type TBookingAction = 'confirm' | 'plan' | 'wait' | 'cancell' | 'release' | 'revert' | 'checkin' | 'checkout'
  | 'rebook' | 'revertRebook' | 'splitByCustomer' | 'resolved' | 'lockUnlockRoom' | 'change' | 'rooms' | 'changeCustomer' | 'ref' | 'removeRef';

/** 'same': the state stays; 'previous': the state the booking had before it was rebooked (its link). */
type TTransition = { from: readonly TBookingState[]; to: TBookingState | 'same' | 'previous' };

/** States in which a booking is still being worked on (rooms, guests, data may change). */
const OPEN: readonly TBookingState[] = ['draft', 'planned', 'confirmed', 'waiting', 'splitted'];

export const TRANSITIONS: Readonly<Record<TBookingAction, TTransition>> = {
  /** Offer or reservation becomes a firm booking (gets its bookingNo). */
  confirm: { from: ['draft', 'planned', 'waiting'], to: 'confirmed' },
  /** Offer becomes a reservation (gets its reservationNo). */
  plan: { from: ['draft', 'waiting'], to: 'planned' },
  /** Onto the waiting list: gives its rooms back until it is confirmed or planned. */
  wait: { from: ['draft', 'planned'], to: 'waiting' },
  /** Cancellation (the spec's `cancell`): frees the rooms, keeps the booking and its numbers. */
  cancell: { from: ['draft', 'planned', 'confirmed', 'waiting', 'splitted'], to: 'aborted' },
  /** An offer or reservation lets its rooms go (the spec's `release` with a reason; the offer-expiry
   *  job when a public offer's hold runs out): state freed, the booking and its numbers stay. */
  release: { from: ['draft', 'planned'], to: 'freed' },
  /** Undo a cancellation or a release: back to an offer; the rooms must still be free. */
  revert: { from: ['aborted', 'freed'], to: 'draft' },
  /** Guests arrive / leave: flags on a confirmed booking, the state stays. */
  checkin: { from: ['confirmed', 'splitted'], to: 'same' },
  checkout: { from: ['confirmed', 'splitted'], to: 'same' },
  /** To another departure or other dates/rooms (rebook.ts): a new booking in the same state (a
   *  split one: confirmed) takes the rooms; this one is rebooked, holds nothing and points to it. */
  rebook: { from: OPEN, to: 'rebooked' },
  /** Undo a rebook: the new booking is deleted, this one takes its rooms back (409 when taken). */
  revertRebook: { from: ['rebooked'], to: 'previous' },
  /** Guests leave a firm booking for a new one of their own (split.ts); this one is splitted and
   *  keeps the other guests (it still holds their rooms and works like a confirmed booking). */
  splitByCustomer: { from: ['confirmed', 'splitted'], to: 'splitted' },
  /** Everything settled and the stay over (allowed-actions.ts checks both). */
  resolved: { from: ['confirmed', 'splitted'], to: 'resolved' },
  /** A locked room is never moved by operations (rebook, rooms, move of a departure). */
  lockUnlockRoom: { from: OPEN, to: 'same' },
  /** The booking's data (title, customer, agency, source, category, language). */
  change: { from: OPEN, to: 'same' },
  /** Several rooms changed at once (rooms, dates). */
  rooms: { from: OPEN, to: 'same' },
  /** One guest replaced by another customer (from, to, room, idx). */
  changeCustomer: { from: OPEN, to: 'same' },
  /** External references (a partner's number): also on a resolved booking. */
  ref: { from: [...OPEN, 'resolved'], to: 'same' },
  removeRef: { from: [...OPEN, 'resolved'], to: 'same' },
};

/** States whose rooms are taken in the occupancy (waiting, aborted and the rest give them back). */
export const HOLDING_STATES: ReadonlySet<TBookingState> = new Set<TBookingState>(['draft', 'planned', 'confirmed', 'splitted', 'resolved']);

export function holdsInventory(state: TBookingState): boolean {
  return HOLDING_STATES.has(state);
}

export type TTransitionResult = { ok: true; to: TBookingState } | { ok: false; allowed: TBookingAction[] };

export function transition(state: TBookingState, action: TBookingAction): TTransitionResult {
  const t = TRANSITIONS[action];
  if (t.from.includes(state)) return { ok: true, to: t.to === 'same' || t.to === 'previous' ? state : t.to };
  return { ok: false, allowed: allowedActions(state) };
}

export function allowedActions(state: TBookingState): TBookingAction[] {
  return (Object.keys(TRANSITIONS) as TBookingAction[]).filter((a) => TRANSITIONS[a].from.includes(state));
}
