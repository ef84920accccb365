// The page of an occupancy calendar (/booking/occupancy, /booking/calendar, /resort/dates): the
// route guard, then the first screen loaded with the page on the server (the asset list, the
// window's rooms and the occupancy of the first rooms) and handed to the browser's query cache,
// so the first rows are in the first HTML instead of waiting for the scripts to run and ask. The
// whole window's occupancy (1.2 MB for 300 rooms and a month) is not put into the page: the
// browser loads it as before, and rows beyond the first screen show as loading until it is in.
// Any failure here leaves the cache empty and the browser loads (and reports) everything.
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Spinner } from '@/components/ui';
import { matchRoute } from '@/lib/access/match-route';
import { BOOKING_CREATE } from '@/lib/access/routes/booking';
import { hasAnyScope } from '@/lib/access/scopes';
import { routeTitleKey } from '@/lib/access/routes';
import { calendarWindow } from '@/lib/bookings/calendar-window';
import { assetNamesKey, bookingKeys, calendarHeadKey } from '@/lib/bookings/query-keys';
import { nowMs } from '@/lib/clock';
import { formatDate } from '@/lib/format';
import { upstreamJson } from '@/lib/http/upstream-client';
import { requireRoute } from '@/lib/session/require-route';
import { OccupancyCalendar } from './occupancy-calendar';

type TKind = 'resort' | 'vessel';
type TQuery = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

/** Rooms whose occupancy comes with the page: a screen of rows (~14 at 640 px) and some. */
const HEAD_ROOMS = 20;

async function firstScreen(kind: TKind, query: TQuery, token: string): Promise<QueryClient | null> {
  const qc = new QueryClient();
  const init = { token, lang: await getLocale() };
  const { from, to } = calendarWindow(one(query.month), one(query.months), formatDate(nowMs(), 'iso'));
  const range = `dateFrom=${from}&dateTo=${to}`;
  try {
    const named = upstreamJson<{ id: string; label: string }[]>(`/api/labels/${kind}`, init);
    const asset = one(query.asset) ?? (await named)[0]?.id;
    if (!asset) {
      qc.setQueryData(assetNamesKey(kind), await named);
      return qc;
    }
    // All side by side; the rooms and the first screen's occupancy come in the same order (by name).
    const at = encodeURIComponent(asset);
    const [list, rooms, cells] = await Promise.all([
      named,
      upstreamJson<{ id: string }[]>(`/api/rooms/available/${at}?${range}`, init),
      upstreamJson<unknown[]>(`/api/rooms/occupancy?${kind}=${at}&${range}&firstRooms=${HEAD_ROOMS}`, init),
    ]);
    qc.setQueryData(assetNamesKey(kind), list);
    qc.setQueryData(bookingKeys.available(asset, from, to), rooms);
    qc.setQueryData(calendarHeadKey(asset, from, to), { rooms: rooms.slice(0, HEAD_ROOMS).map((r) => r.id), cells });
    return qc;
  } catch {
    return null;
  }
}

export async function CalendarPage({ route, kind, searchParams }: { route: string; kind: TKind; searchParams: Promise<TQuery> }) {
  const session = await requireRoute(route);
  const t = await getTranslations();
  const canBlock = hasAnyScope(session?.user.scopes ?? [], ['rooms.update', 'resort.update', 'vessel.update']);
  // Awaited here, outside the Suspense boundary, so the first rows are part of the first HTML
  // chunk: streamed later, they would wait for the scripts' evaluation before they could paint.
  const qc = session ? await firstScreen(kind, await searchParams, session.token) : null;
  const canBook = hasAnyScope(session?.user.scopes ?? [], BOOKING_CREATE);
  const calendar = <OccupancyCalendar kind={kind} canBlock={canBlock} canBook={canBook} title={t(routeTitleKey(matchRoute(route).route))} />;
  return (
    <Suspense fallback={<Spinner size="lg" className="p-10" />}>
      {qc ? <HydrationBoundary state={dehydrate(qc)}>{calendar}</HydrationBoundary> : calendar}
    </Suspense>
  );
}
