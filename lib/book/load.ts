// Server-side reads for the public booking pages (no token: the calls of api-calls 7.6 are public).
import 'server-only';
import { cache } from 'react';
import type { TFeatureFlag } from '../contract/auth';
import { ZPublicAsset, ZPublicBooking, ZPublicRoom, ZPublicSchedule, type TPublicBooking } from '../contract/booking-core';
import type { TPricingResult } from '../contract/pricing';
import { ApiError } from '../errors';
import type { TSessionData } from '../session/types';
import { upstreamJson } from '../http/upstream-client';
import { z } from 'zod';
import { enabledFeatures } from './access';

export type TPublicAsset = z.infer<typeof ZPublicAsset>;
export type TPublicRoom = z.infer<typeof ZPublicRoom>;
export type TPublicSchedule = z.infer<typeof ZPublicSchedule>;
export type TQuote = { kind: 'price'; result: TPricingResult } | { kind: 'onRequest' };

/** Features on for this visitor: the session's, else the bootstrap's for guests; null if unknown. */
export const loadFeatures = cache(async (session: TSessionData | null, lang: string): Promise<TFeatureFlag[] | null> => {
  if (session) return [...session.features];
  try {
    const boot = await upstreamJson<{ features?: Partial<Record<TFeatureFlag, boolean>> }>('/api/bootstrap', { lang });
    return enabledFeatures(boot.features);
  } catch {
    return null;
  }
});

export const loadAssets = cache(async (lang: string): Promise<TPublicAsset[]> =>
  z.array(ZPublicAsset).parse(await upstreamJson('/api/book/assets', { lang })));

export const loadSchedules = cache(async (lang: string, from: string): Promise<TPublicSchedule[]> =>
  z.array(ZPublicSchedule).parse(await upstreamJson(`/api/book/schedules?${new URLSearchParams({ from })}`, { lang })));

export const loadRooms = cache(async (asset: string, dateFrom: string, dateTo: string, lang: string): Promise<TPublicRoom[]> =>
  z.array(ZPublicRoom).parse(await upstreamJson(`/api/book/rooms?${new URLSearchParams({ asset, dateFrom, dateTo })}`, { lang })));

/** The price of one room for the stay; 'onRequest' when no price list or entry covers it (409). */
export const quoteRoom = cache(async (room: string, dateFrom: string, dateTo: string, guests: number, currency: string, lang: string): Promise<TQuote> => {
  try {
    const result = await upstreamJson<TPricingResult>('/api/book/booking/price', {
      method: 'POST', lang,
      body: { rooms: [{ room, dateFrom, dateTo, guests: Array.from({ length: guests }, () => ({ gender: 'u' })) }], currency },
    });
    return { kind: 'price', result };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 409 || err.status === 404)) return { kind: 'onRequest' };
    throw err;
  }
});

/** Prices for a list of rooms: one call per room type (same type, same price), in parallel. */
export async function quoteRooms(rooms: readonly TPublicRoom[], stay: { dateFrom: string; dateTo: string; guests: number; currency: string; lang: string }): Promise<Map<string, TQuote>> {
  const byType = new Map<string, TPublicRoom>();
  for (const r of rooms) {
    const k = r.roomType ?? `room:${r.id}`;
    if (!byType.has(k)) byType.set(k, r);
  }
  const quotes = new Map<string, TQuote>();
  await Promise.all([...byType].map(async ([k, r]) => {
    quotes.set(k, await quoteRoom(r.id, stay.dateFrom, stay.dateTo, stay.guests, stay.currency, stay.lang));
  }));
  return new Map(rooms.map((r) => [r.id, quotes.get(r.roomType ?? `room:${r.id}`)!]));
}

/** A booking by number and lead e-mail; null when the pair does not match (404) or is invalid (400). */
export async function loadPublicBooking(number: string, email: string, lang: string): Promise<TPublicBooking | null> {
  try {
    return ZPublicBooking.parse(await upstreamJson(`/api/book/no/${encodeURIComponent(number)}?${new URLSearchParams({ email })}`, { lang }));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
