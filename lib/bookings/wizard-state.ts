// The booking wizard's data as plain values: what each step collects, whether a step is complete,
// and the create / price request bodies built from it (lib/contract/booking-core ZBookingCreate).
import type { TBookingCreate } from '../contract/booking-core';
import { daysBetween, isIsoDay } from './date-grid';

export const WIZARD_STEPS = ['asset', 'dates', 'rooms', 'guests', 'summary'] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];
export type TAssetKind = 'resort' | 'vessel';
export type TGender = 'u' | 'm' | 'f';

export type TWizardGuest = { customer?: string; customerName?: string; firstName: string; lastName: string; gender: TGender; birthday?: string };
export type TWizardRoom = { room: string; name: string; beds: number; shared: boolean; guests: TWizardGuest[] };

export type TWizardState = {
  kind: TAssetKind;
  asset: string | null;
  schedule: string | null;
  tour: string | null;
  dateFrom: string;
  dateTo: string;
  rooms: TWizardRoom[];
  agency: string | null;
  language: 'de' | 'en';
  currency: string;
  /** The enquiry as the office takes it (issue 33 item 3): the lead's contact, where it came
   *  from, a note; and whether guests typed in become customers (staff who may create them). */
  contact: { email: string; phone: string };
  source: string | null;
  note: string;
  saveGuests: boolean;
};

export const emptyGuest = (): TWizardGuest => ({ firstName: '', lastName: '', gender: 'u' });

export function initialWizardState(init: Partial<TWizardState> = {}): TWizardState {
  return {
    kind: 'resort', asset: null, schedule: null, tour: null, dateFrom: '', dateTo: '', rooms: [], agency: null, language: 'de', currency: 'EUR',
    contact: { email: '', phone: '' }, source: null, note: '', saveGuests: false, ...init,
  };
}

export type TStepProblem = 'assetMissing' | 'datesMissing' | 'datesOrder' | 'scheduleMissing' | 'roomsMissing' | 'guestName' | 'guestsMissing' | 'contactEmail';

/** The first problem that keeps a step from being complete, or null. */
export function stepProblem(step: TWizardStep, s: TWizardState): TStepProblem | null {
  switch (step) {
    case 'asset':
      return s.asset ? null : 'assetMissing';
    case 'dates':
      if (s.kind === 'vessel' && !s.schedule && !(isIsoDay(s.dateFrom) && isIsoDay(s.dateTo))) return 'scheduleMissing';
      if (!isIsoDay(s.dateFrom) || !isIsoDay(s.dateTo)) return 'datesMissing';
      return daysBetween(s.dateFrom, s.dateTo) > 0 ? null : 'datesOrder';
    case 'rooms':
      return s.rooms.length > 0 ? null : 'roomsMissing';
    case 'guests':
      for (const r of s.rooms) {
        if (r.guests.length === 0) return 'guestsMissing';
        if (r.guests.some((g) => !g.customer && !(g.firstName.trim() && g.lastName.trim()))) return 'guestName';
      }
      return null;
    case 'summary':
      for (const st of WIZARD_STEPS.slice(0, -1)) {
        const p = stepProblem(st, s);
        if (p) return p;
      }
      return s.contact.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.contact.email.trim()) ? 'contactEmail' : null;
  }
}

/** The furthest step the user may open: every step before it is complete. */
export function reachableStep(s: TWizardState): number {
  let i = 0;
  while (i < WIZARD_STEPS.length - 1 && stepProblem(WIZARD_STEPS[i], s) === null) i++;
  return i;
}

function roomBody(s: TWizardState, r: TWizardRoom) {
  const guests = r.guests.map((g) => ({
    ...(g.customer ? { customer: g.customer } : {}),
    ...(g.firstName.trim() ? { firstName: g.firstName.trim() } : {}),
    ...(g.lastName.trim() ? { lastName: g.lastName.trim() } : {}),
    gender: g.gender,
    ...(g.birthday ? { birthday: g.birthday } : {}),
  }));
  // In a shared cabin the guests take one bed each; a private room is booked whole.
  return { room: r.room, dateFrom: s.dateFrom, dateTo: s.dateTo, guests };
}

/** Body of POST /api/bookings; `state` draft = offer, planned = reservation. */
export function createBody(s: TWizardState, state: 'draft' | 'planned' | 'waiting'): TBookingCreate {
  const asset = s.kind === 'resort' ? { resort: s.asset ?? undefined } : { vessel: s.asset ?? undefined };
  return {
    type: s.kind === 'resort' ? 'resort' : 'tour',
    state,
    ...asset,
    ...(s.schedule ? { schedule: s.schedule } : {}),
    ...(s.tour ? { tour: s.tour } : {}),
    ...(s.agency ? { agency: s.agency } : {}),
    // With a lead customer the booking speaks their language (the upstream's default), without one
    // the user's.
    ...(firstCustomer(s) ? { customer: firstCustomer(s) } : { language: s.language }),
    currency: s.currency,
    rooms: s.rooms.map((r) => roomBody(s, r)),
    ...enquiryBody(s),
  } as TBookingCreate;
}

/** The enquiry's parts of the create body: only what was filled in. */
function enquiryBody(s: TWizardState) {
  const email = s.contact.email.trim();
  const phone = s.contact.phone.trim();
  return {
    ...(email || phone ? { contact: { ...(email ? { email } : {}), ...(phone ? { phone } : {}) } } : {}),
    ...(s.source ? { source: s.source } : {}),
    ...(s.note.trim() ? { note: s.note.trim() } : {}),
    ...(s.saveGuests ? { saveGuests: true } : {}),
  };
}

/** Body of POST /api/book/booking/price (rooms, currency and the agency). */
export function priceBody(s: TWizardState) {
  // The agency's commission is in the quote as in the booking it saves (issue 33 item 7).
  return { rooms: s.rooms.map((r) => roomBody(s, r)), currency: s.currency, ...(s.agency ? { agency: s.agency } : {}) };
}

function firstCustomer(s: TWizardState): string | undefined {
  for (const r of s.rooms) for (const g of r.guests) if (g.customer) return g.customer;
  return undefined;
}

/** Toggle a room in the selection; a new room gets as many empty guests as it has free beds (max 2 by default). */
export function toggleRoom(s: TWizardState, r: { id: string; name: string; freeBeds: number; allowSharedRoom: boolean }): TWizardState {
  if (s.rooms.some((x) => x.room === r.id)) return { ...s, rooms: s.rooms.filter((x) => x.room !== r.id) };
  const count = Math.max(1, Math.min(r.allowSharedRoom ? 1 : 2, r.freeBeds));
  return { ...s, rooms: [...s.rooms, { room: r.id, name: r.name, beds: r.freeBeds, shared: r.allowSharedRoom, guests: Array.from({ length: count }, emptyGuest) }] };
}

/** Query string that starts the wizard on a room and day (from a free calendar cell). */
export function wizardHref(o: { kind: TAssetKind; asset: string; room?: string; dateFrom?: string; dateTo?: string }): string {
  const q = new URLSearchParams({ kind: o.kind, asset: o.asset });
  if (o.room) q.set('room', o.room);
  if (o.dateFrom) q.set('dateFrom', o.dateFrom);
  if (o.dateTo) q.set('dateTo', o.dateTo);
  return `/booking/wizard?${q.toString()}`;
}

type TQuery = Record<string, string | string[] | undefined>;
const one = (q: TQuery, k: string) => (typeof q[k] === 'string' ? (q[k] as string) : undefined);

/** The wizard's start from the page's query (kind, asset, dateFrom, dateTo); `kind` fixed by the route wins. */
export function initialFromQuery(q: TQuery, o: { kind?: TAssetKind; language?: string }): TWizardState {
  const kind: TAssetKind = o.kind ?? (one(q, 'kind') === 'vessel' ? 'vessel' : 'resort');
  const asset = one(q, 'asset');
  const from = one(q, 'dateFrom');
  const to = one(q, 'dateTo');
  const dates = isIsoDay(from) && isIsoDay(to) && daysBetween(from, to) > 0 ? { dateFrom: from, dateTo: to } : {};
  return initialWizardState({ kind, asset: asset && /^[0-9a-f-]{36}$/i.test(asset) ? asset : null, language: o.language === 'en' ? 'en' : 'de', ...dates });
}
