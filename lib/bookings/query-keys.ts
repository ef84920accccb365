// Query keys of the booking screens, in a module without 'use client' so that server components
// (which load a calendar's first data with the page, components/calendar/calendar-data.tsx) fill
// exactly the cache entries the browser's hooks (components/bookings/queries.ts) read.
export const bookingKeys = {
  all: ['bookings'] as const,
  detail: (id: string) => ['bookings', 'detail', id] as const,
  history: (id: string) => ['bookings', 'history', id] as const,
  list: (q: unknown) => ['bookings', 'list', q] as const,
  occupancy: (asset: string, from: string, to: string) => ['bookings', 'occupancy', asset, from, to] as const,
  available: (asset: string, from: string, to: string) => ['bookings', 'available', asset, from, to] as const,
};

/** The first screen of a calendar window as the page brought it (never fetched by the browser,
 *  and outside bookingKeys.all so that no invalidation refetches it): shown until the whole
 *  window's occupancy has arrived. */
export const calendarHeadKey = (asset: string, from: string, to: string) => ['calendarHead', asset, from, to] as const;

export type TCalendarHead<TCell> = { rooms: string[]; cells: TCell[] };

/** All records of a small generic list (resorts, vessels, ...), by name: `size=0&sort=name&order=1`. */
export const namedListKey = (base: string, filter?: Record<string, unknown>) => ['named', base, filter ?? null] as const;

/** Every resort or vessel the caller may see, by name (GET /api/labels/{kind}): the calendars'
 *  and the booking list's choice of asset, for every role that reads bookings. */
export const assetNamesKey = (kind: 'resort' | 'vessel') => ['named', `/api/labels/${kind}`] as const;
