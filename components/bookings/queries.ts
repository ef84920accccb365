// Booking data on the client: query keys, the small lists the booking screens choose from, the
// booking detail and the occupancy. Mutations invalidate what they change (detail, lists, calendars).
'use client';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer } from '@/lib/contract/listing';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import type { TCalendarCell } from '@/lib/bookings/calendar-rows';
import { assetNamesKey, bookingKeys, calendarHeadKey, namedListKey, type TCalendarHead } from '@/lib/bookings/query-keys';

export type TNamed = { id: string; name: string };
export type TAvailableRoom = { id: string; name: string; roomType: string | null; type: string; bedCount: number; freeBeds: number; allowSharedRoom: boolean };
export type TSchedule = { id: string; name: string; vessel: string | null; tour: string | null; dateFrom: string; dateTo: string; status: string };
export type TCustomerRow = { id: string; fullName: string; email: string | null; masterData?: { firstName?: string; lastName?: string; gender?: 'u' | 'm' | 'f'; birthday?: string | null } };

export { bookingKeys };

/** All records of a small generic list (resorts, vessels, agencies, sources), by name. */
export function useNamedList(base: string, filter?: Record<string, unknown>, enabled = true) {
  return useQuery({
    queryKey: namedListKey(base, filter),
    queryFn: ({ signal }) =>
      apiFetch<TListAnswer<TNamed>>(base, { query: { size: 0, sort: 'name', order: 1, filter: filter ? JSON.stringify(filter) : undefined }, signal }),
    select: (a) => a.data,
    staleTime: 60_000,
    enabled,
  });
}

/** Resorts or vessels by name for every role that reads bookings (the generic lists need
 *  resort.read / vessel.read; the names do not). */
export function useAssetNames(kind: 'resort' | 'vessel', enabled = true) {
  return useQuery({
    enabled,
    queryKey: assetNamesKey(kind),
    queryFn: ({ signal }) => apiFetch<{ id: string; label: string }[]>(`/api/labels/${kind}`, { signal }),
    select: (a): TNamed[] => a.map((n) => ({ id: n.id, name: n.label })),
    staleTime: 60_000,
  });
}

/**
 * Resorts or vessels to book. Callers without the asset's read scope (agencies) get the visible
 * ones of the public booking call instead of the generic list.
 */
export function useBookableAssets(kind: 'resort' | 'vessel', viaPublic: boolean, enabled = true) {
  const staff = useNamedList(kind === 'resort' ? '/api/resort' : '/api/vessel', undefined, enabled && !viaPublic);
  const visible = useQuery({
    queryKey: ['named', '/api/book/assets'],
    queryFn: ({ signal }) => apiFetch<(TNamed & { kind: 'resort' | 'vessel' })[]>('/api/book/assets', { signal }),
    enabled: enabled && viaPublic,
    staleTime: 60_000,
  });
  if (!viaPublic) return staff;
  return { ...visible, data: visible.data?.filter((a) => a.kind === kind) };
}

/** Departures of a vessel: the generic schedule list for staff, the open ones (public call) otherwise. */
export function useSchedules(vessel: string | null, viaPublic = false) {
  return useQuery({
    queryKey: ['named', '/api/schedules', vessel, viaPublic],
    queryFn: async ({ signal }) => viaPublic
      ? (await apiFetch<Omit<TSchedule, 'tour'>[]>('/api/book/schedules', { query: { vessel: vessel ?? undefined }, signal })).map((s) => ({ ...s, tour: null }))
      : (await apiFetch<TListAnswer<TSchedule>>('/api/schedules', { query: { size: 0, sort: 'dateFrom', order: 1, filter: JSON.stringify({ vessel }) }, signal })).data,
    enabled: vessel !== null,
  });
}

export function useAvailableRooms(asset: string | null, dateFrom: string, dateTo: string, enabled = true) {
  return useQuery({
    queryKey: bookingKeys.available(asset ?? '', dateFrom, dateTo),
    queryFn: ({ signal }) => apiFetch<TAvailableRoom[]>(`/api/rooms/available/${asset}`, { query: { dateFrom, dateTo }, signal }),
    enabled: enabled && asset !== null && dateFrom < dateTo,
  });
}

export function useOccupancy(kind: 'resort' | 'vessel', asset: string | null, dateFrom: string, dateTo: string) {
  return useQuery({
    queryKey: bookingKeys.occupancy(asset ?? '', dateFrom, dateTo),
    queryFn: ({ signal }) => apiFetch<TCalendarCell[]>('/api/rooms/occupancy', { query: { [kind]: asset, dateFrom, dateTo }, signal }),
    enabled: asset !== null,
    placeholderData: (prev) => prev,
  });
}

/** The calendar's first screen as the page brought it (components/calendar/calendar-page.tsx). */
export function useCalendarHead(asset: string | null, dateFrom: string, dateTo: string) {
  return useQuery<TCalendarHead<TCalendarCell>>({ queryKey: calendarHeadKey(asset ?? '', dateFrom, dateTo), queryFn: skipToken, staleTime: Infinity });
}

export function useBookingDetail(id: string) {
  return useQuery({
    queryKey: bookingKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<TBookingDetail>(`/api/bookings/${id}/detail`, { signal }),
  });
}

/** After a change: the detail gets the answer, every other booking view reloads. */
export function useBookingChanged() {
  const qc = useQueryClient();
  return (detail: TBookingDetail) => {
    qc.setQueryData(bookingKeys.detail(detail.id), detail);
    void qc.invalidateQueries({ queryKey: bookingKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] !== detail.id });
  };
}

/** A new random Idempotency-Key (one per submit). */
export function idempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
