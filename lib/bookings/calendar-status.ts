// Calendar colouring of spec section 4 as one pure function: which status (and so which colour)
// a calendar cell gets. Blockers keep their own colour; a booking is coloured by its state, with
// the spec's combinations (planned + resolved = released, confirmed + resolved =
// confirmed-resolved), then check-in/out and past colouring when they are switched on.

export const CALENDAR_STATUSES = [
  'offer', 'booking', 'reservation', 'released', 'blocked', 'outOfOrder', 'event', 'checkedIn', 'checkedOut',
  'past', 'split', 'waiting', 'rebooked', 'confirmedResolved', 'none', 'free',
] as const;
export type TCalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** What the colouring needs of an occupancy cell (lib/contract/booking-core ZOccupancyCell). */
export type TStatusInput = {
  kind: string;
  state: string | null;
  resolved: boolean;
  checkedIn: boolean;
  checkedOut?: boolean;
  /** Departure day (exclusive end of the nights). */
  dateTo: string;
};

export type TStatusOptions = {
  /** 'YYYY-MM-DD' of today: a stay whose departure is on or before today is past. */
  today: string;
  /** Grey past bookings (spec: "when configured"). */
  greyPast: boolean;
  /** Colour checked-in and checked-out bookings (spec: "when configured"). */
  checkInColours: boolean;
};

const BLOCKER_STATUS: Readonly<Record<string, TCalendarStatus>> = {
  Maintanance: 'blocked',
  OutOfOrder: 'outOfOrder',
  Event: 'event',
};

function stateStatus(state: string | null, resolved: boolean): TCalendarStatus {
  switch (state) {
    case 'draft': return 'offer';
    case 'confirmed': return resolved ? 'confirmedResolved' : 'booking';
    // "active" is the spec's other name for a firm booking; resolved is a confirmed booking settled.
    case 'active': return 'booking';
    case 'resolved': return 'confirmedResolved';
    case 'planned': return resolved ? 'released' : 'reservation';
    case 'freed': return 'released';
    case 'aborted':
    case 'deleted': return 'blocked';
    case 'splitted': return 'split';
    case 'waiting': return 'waiting';
    case 'rebooked': return 'rebooked';
    default: return 'none';
  }
}

export function calendarStatus(cell: TStatusInput, o: TStatusOptions): TCalendarStatus {
  if (cell.kind !== 'booking') return BLOCKER_STATUS[cell.kind] ?? 'blocked';
  const base = stateStatus(cell.state, cell.resolved);
  // Cancelled and the like stay in their colour; past and check-in colours apply to live stays.
  const live = base === 'offer' || base === 'booking' || base === 'reservation' || base === 'confirmedResolved';
  if (live && o.checkInColours && cell.checkedOut) return 'checkedOut';
  if (live && o.checkInColours && cell.checkedIn) return 'checkedIn';
  if (live && o.greyPast && cell.dateTo <= o.today) return 'past';
  return base;
}

/** Tailwind classes per status: background, text and border (readable at 12px: text at least
 *  4.5:1 on its background, WCAG 2.2 AA; white on emerald-600 was 3.65:1, issue 33). */
export const STATUS_CLASSES: Readonly<Record<TCalendarStatus, string>> = {
  offer: 'bg-amber-200 text-amber-950 border-amber-400',
  booking: 'bg-emerald-700 text-white border-emerald-900',
  reservation: 'bg-sky-300 text-sky-950 border-sky-500',
  released: 'bg-lime-100 text-lime-900 border-lime-400 border-dashed',
  blocked: 'bg-slate-500 text-white border-slate-700',
  outOfOrder: 'bg-red-700 text-white border-red-900',
  event: 'bg-fuchsia-300 text-fuchsia-950 border-fuchsia-500',
  checkedIn: 'bg-teal-800 text-white border-teal-950',
  checkedOut: 'bg-indigo-300 text-indigo-950 border-indigo-500',
  past: 'bg-slate-200 text-slate-600 border-slate-300',
  split: 'bg-orange-300 text-orange-950 border-orange-500',
  waiting: 'bg-yellow-50 text-yellow-900 border-yellow-500 border-dashed',
  rebooked: 'bg-violet-300 text-violet-950 border-violet-500',
  confirmedResolved: 'bg-emerald-900 text-white border-emerald-950',
  none: 'bg-white text-slate-700 border-slate-300',
  free: 'bg-white text-muted border-slate-100',
};

/** The statuses the legend lists (all but the plain free cell). */
export const LEGEND_STATUSES: readonly TCalendarStatus[] = CALENDAR_STATUSES.filter((s) => s !== 'free');
