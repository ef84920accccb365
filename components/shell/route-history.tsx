// Keeps the last routes (lib/navigation/history: ~10, no login pages, no repeats) in
// sessionStorage, for the forbidden bounce and "back" links.
'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { previousRoute, pushHistory } from '@/lib/navigation/history';

export const ROUTE_HISTORY_KEY = 'tb_route_history';

export function readRouteHistory(): string[] {
  try {
    const v: unknown = JSON.parse(window.sessionStorage.getItem(ROUTE_HISTORY_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((e): e is string => typeof e === 'string') : [];
  } catch {
    return [];
  }
}

export function clearRouteHistory(): void {
  try {
    window.sessionStorage.removeItem(ROUTE_HISTORY_KEY);
  } catch {
    // storage unavailable
  }
}

/** Where "back" leads from here: the last other route, else home. */
export function previousRouteFromHistory(current: string, home = '/'): string {
  return previousRoute({ history: readRouteHistory(), current, loggedIn: true, home });
}

function Tracker() {
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => {
    const qs = search.toString();
    try {
      const next = pushHistory(readRouteHistory(), pathname + (qs ? `?${qs}` : ''));
      window.sessionStorage.setItem(ROUTE_HISTORY_KEY, JSON.stringify(next));
    } catch {
      // storage unavailable: no history
    }
  }, [pathname, search]);
  return null;
}

export function RouteHistoryTracker() {
  return (
    <Suspense fallback={null}>
      <Tracker />
    </Suspense>
  );
}
