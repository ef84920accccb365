// The public booking page's state lives in its URL (plain GET forms, works without JavaScript):
//   resort: ?kind=resort&asset=<id>&from=YYYY-MM-DD&to=YYYY-MM-DD&guests=2[&room=<id>]
//   vessel: ?kind=vessel&schedule=<departure id>&guests=1[&room=<id>]
// `to` is the departure day (the last night is the day before). This file parses and checks it;
// the page only renders what it returns.
import { countNights, dayNumber } from './nights';

export const BOOK_KINDS = ['resort', 'vessel'] as const;
export type TBookKind = (typeof BOOK_KINDS)[number];
export const MAX_GUESTS = 10;
export const MAX_NIGHTS = 60;

export type TQueryField = 'asset' | 'from' | 'to' | 'guests' | 'schedule';
export type TQueryError = 'required' | 'invalidDate' | 'past' | 'beforeArrival' | 'tooLong' | 'guestsRange' | 'unknown' | 'notFound';

export type TBookSearch =
  | { kind: 'resort'; asset: string; dateFrom: string; dateTo: string; nights: number; guests: number }
  | { kind: 'vessel'; schedule: string; guests: number };

export type TBookQuery = {
  kind: TBookKind;
  /** What the visitor typed, to fill the form again. */
  values: Record<TQueryField | 'room', string>;
  errors: Partial<Record<TQueryField, TQueryError>>;
  /** True when the search form was sent (any of its fields is in the URL). */
  submitted: boolean;
  /** The valid search, or null when nothing (or something invalid) was sent. */
  search: TBookSearch | null;
  /** The chosen room (only with a valid search). */
  room: string | null;
};

export type TRawQuery = Record<string, string | string[] | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const first = (v: string | string[] | undefined): string => (Array.isArray(v) ? v[0] ?? '' : v ?? '').trim();

export function isBookKind(v: unknown): v is TBookKind {
  return typeof v === 'string' && (BOOK_KINDS as readonly string[]).includes(v);
}

function parseGuests(v: string): number | null {
  if (!/^\d{1,2}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 && n <= MAX_GUESTS ? n : null;
}

/** Parses the URL of /book, /book/resort or /book/online; `kinds` are those the page offers. */
export function parseBookQuery(raw: TRawQuery, opts: { kinds: readonly TBookKind[]; today: string }): TBookQuery {
  const askedKind = first(raw.kind);
  const kind: TBookKind = isBookKind(askedKind) && opts.kinds.includes(askedKind) ? askedKind : opts.kinds[0] ?? 'resort';
  const values = {
    asset: first(raw.asset), from: first(raw.from), to: first(raw.to),
    guests: first(raw.guests), schedule: first(raw.schedule), room: first(raw.room),
  };
  const fields: TQueryField[] = kind === 'resort' ? ['asset', 'from', 'to', 'guests'] : ['schedule', 'guests'];
  const submitted = fields.some((f) => raw[f] !== undefined);
  const errors: TBookQuery['errors'] = {};
  if (!submitted) return { kind, values, errors, submitted, search: null, room: null };

  const guests = parseGuests(values.guests);
  if (values.guests === '') errors.guests = 'required';
  else if (guests === null) errors.guests = 'guestsRange';

  let search: TBookSearch | null = null;
  if (kind === 'resort') {
    if (values.asset === '') errors.asset = 'required';
    else if (!UUID.test(values.asset)) errors.asset = 'unknown';
    const from = dayNumber(values.from);
    const to = dayNumber(values.to);
    const today = dayNumber(opts.today)!;
    if (values.from === '') errors.from = 'required';
    else if (from === null) errors.from = 'invalidDate';
    else if (from < today) errors.from = 'past';
    if (values.to === '') errors.to = 'required';
    else if (to === null) errors.to = 'invalidDate';
    else if (from !== null && to <= from) errors.to = 'beforeArrival';
    else if (from !== null && to - from > MAX_NIGHTS) errors.to = 'tooLong';
    if (Object.keys(errors).length === 0) {
      search = { kind, asset: values.asset, dateFrom: values.from, dateTo: values.to, nights: countNights(values.from, values.to)!, guests: guests! };
    }
  } else {
    if (values.schedule === '') errors.schedule = 'required';
    else if (!UUID.test(values.schedule)) errors.schedule = 'unknown';
    if (Object.keys(errors).length === 0) search = { kind, schedule: values.schedule, guests: guests! };
  }
  const room = search && UUID.test(values.room) ? values.room : null;
  return { kind, values, errors, submitted, search, room };
}

/** The URL of a search (and optionally a chosen room) on a booking page. */
export function bookHref(path: string, search: TBookSearch, room?: string | null): string {
  const p = new URLSearchParams({ kind: search.kind });
  if (search.kind === 'resort') {
    p.set('asset', search.asset);
    p.set('from', search.dateFrom);
    p.set('to', search.dateTo);
  } else {
    p.set('schedule', search.schedule);
  }
  p.set('guests', String(search.guests));
  if (room) p.set('room', room);
  return `${path}?${p.toString()}`;
}

/** The preview URL the booking flow ends on. */
export function previewHref(number: string, email: string, payFirst?: 'deposit'): string {
  return `/book/preview?${new URLSearchParams({ no: number, email, ...(payFirst ? { next: payFirst } : {}) }).toString()}`;
}
