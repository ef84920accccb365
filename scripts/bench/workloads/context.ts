// What every workload gets (the dataset, the two servers, the two logins) and the request
// makers the workloads share. Requests rotate over assets, dates, searches and pages, so no
// figure comes from one cached answer.
import { dayOf, isoOf } from '../prng';
import type { TDataset } from '../dataset/load';
import type { TRequest } from '../http-load';
import type { TAuth } from '../servers';
import type { TResult } from '../stats';

export type TContext = {
  dataset: TDataset;
  upstream: string;
  web: string;
  direct: TAuth;
  bff: TAuth;
  /** Seconds per measured run. */
  seconds: number;
  log: (s: string) => void;
};
/** standalone: needs neither the bench dataset nor the servers (it brings its own). */
export type TWorkload = { name: string; title: string; standalone?: boolean; run: (ctx: TContext) => Promise<TResult[]> };

const SEARCHES = ['mill', 'hoff', 'anna', 'sen', 'weber', 'ric', 'klein', 'bauer', 'novak', 'koch', 'lina', 'moreau'];
const STATES = ['confirmed', 'planned', 'aborted'];

/** Workload 2: a page of 25 with a search and a state filter, newest stay first. */
export function bookingListRequests(): () => TRequest {
  let i = 0;
  return () => {
    i++;
    const q = new URLSearchParams({
      page: String(1 + (i % 3)), size: '25', search: SEARCHES[i % SEARCHES.length],
      filter: JSON.stringify({ state: STATES[i % STATES.length] }), sort: 'dateFrom', order: '-1',
    });
    return { path: `/api/bookings?${q}` };
  };
}

/** The customers list with a search, sorted by name either way. */
export function customerSearchRequests(): () => TRequest {
  let i = 0;
  return () => {
    i++;
    const q = new URLSearchParams({ search: SEARCHES[i % SEARCHES.length], sort: 'fullName', order: i % 2 ? '-1' : '1', page: String(1 + (i % 3)) });
    return { path: `/api/customers?${q}` };
  };
}

/** Start days spread over the dataset's "future" (after its today), one per request. */
function days(ctx: TContext, count: number): string[] {
  const t = dayOf(ctx.dataset.today);
  return Array.from({ length: count }, (_, i) => isoOf(t + ((i * 11) % 120)));
}

/** Workload 3a: free rooms of one resort for 14 nights (2 guests fit any free room). */
export function resortAvailabilityRequests(ctx: TContext): () => TRequest {
  const resorts = ctx.dataset.assets.resorts.map((r) => r.id);
  const starts = days(ctx, 40);
  let i = 0;
  return () => {
    i++;
    const from = starts[i % starts.length];
    return { path: `/api/rooms/available/${resorts[i % resorts.length]}?dateFrom=${from}&dateTo=${isoOf(dayOf(from) + 14)}` };
  };
}

/** Workload 3b: the next 12 departures of one vessel with their free cabins. */
export function vesselDepartureRequests(ctx: TContext): () => TRequest {
  const vessels = ctx.dataset.assets.vessels.map((v) => v.id);
  const starts = days(ctx, 40);
  let i = 0;
  return () => {
    i++;
    return { path: `/api/schedules/booking?vessel=${vessels[i % vessels.length]}&from=${starts[i % starts.length]}&limit=12` };
  };
}

export const pass = (ok: boolean) => ok;
export const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
