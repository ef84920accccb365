// The dive screens' calls (upstream/modules/dive): query keys and fetchers, one place.
import { apiFetch } from '@/lib/api/client-fetch';
import type { TManifest, TPlanDay } from '@/lib/contract/dive';
import type { TDiveCloseResult, TGearDetail, TGearItem } from '@/lib/contract/dive-gear';

export const diveKeys = {
  all: ['dive'] as const,
  day: (date: string) => ['dive', 'plan', date] as const,
  manifest: (id: string) => ['dive', 'manifest', id] as const,
  gear: (state: string) => ['dive', 'gear', state] as const,
};

/** The day, the itinerary and a manifest are read even when the browser says it is offline: the
 *  service worker answers them from the copy it kept (public/hlm-sw.js), so the roll call opens at
 *  sea. TanStack Query would otherwise pause them until the connection is back. */
export const OFFLINE_READ = { networkMode: 'offlineFirst' } as const;

export const fetchDay = (date: string, signal?: AbortSignal) => apiFetch<TPlanDay>('/api/dive/plan', { query: { date }, signal });
export const fetchManifest = (id: string, signal?: AbortSignal) => apiFetch<TManifest>(`/api/diveplan/${id}/manifest`, { signal });

export type TRollCallBody = { customer: string; event: 'in' | 'out'; at?: string; override?: { reason: string } };
export const postRollCall = (plan: string, body: TRollCallBody) => apiFetch(`/api/diveplan/${plan}/rollcall`, { method: 'POST', body });
export const addDiver = (plan: string, customer: string) => apiFetch(`/api/diveplan/${plan}/divers`, { method: 'POST', body: { customer } });
export const removeDiver = (plan: string, customer: string) => apiFetch(`/api/diveplan/${plan}/divers/${customer}`, { method: 'DELETE' });
export const closeDive = (plan: string, maxDepth: number | null, used: { product: string; quantity: number }[] = []) =>
  apiFetch<TDiveCloseResult>(`/api/diveplan/${plan}/close`, { method: 'POST', body: { ...(maxDepth === null ? {} : { maxDepth }), ...(used.length ? { used } : {}) } });

export const hhmm = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : null);

// Rental gear (docs/decisions/dive.md, "Rental gear").
export const fetchGear = (state: string, signal?: AbortSignal) =>
  apiFetch<{ items: TGearItem[] }>('/api/dive/gear', { query: state === 'all' ? {} : { state }, signal });
export const createGear = (body: Record<string, unknown>) => apiFetch<TGearDetail>('/api/dive/gear', { method: 'POST', body });
export const updateGear = (id: string, body: Record<string, unknown>) => apiFetch<TGearDetail>(`/api/dive/gear/${id}`, { method: 'POST', body });
export const assignGear = (plan: string, customer: string, gear: string) =>
  apiFetch<TGearDetail>(`/api/diveplan/${plan}/divers/${customer}/gear`, { method: 'POST', body: { gear } });
export const unassignGear = (plan: string, customer: string, gear: string) =>
  apiFetch<TGearDetail>(`/api/diveplan/${plan}/divers/${customer}/gear/${gear}`, { method: 'DELETE' });
