// Server-side reads and reports of the widget page (/widget/{slug}): the widget's public facts
// (GET /api/book/widget/{slug}) and its tracking call (POST /api/widget/t/...), made by the web
// server while it renders, so the page needs no script and the visitor no cookie.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { cache } from 'react';
import { ZWidgetEmbed, type TWidgetEmbed, type WIDGET_TRACK_ACTIONS } from '../contract/widget';
import { ApiError } from '../errors';
import { upstreamFetch, upstreamJson } from '../http/upstream-client';

/** The active widget by slug; null when unknown or inactive. */
export const loadWidget = cache(async (slug: string): Promise<TWidgetEmbed | null> => {
  try {
    return ZWidgetEmbed.parse(await upstreamJson(`/api/book/widget/${encodeURIComponent(slug)}`, {}));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
});

/** A page view's id: random, per rendered page; nothing about the visitor. */
export function newVisitId(): string {
  return randomBytes(12).toString('base64url');
}

/** Reports an event and never fails the page: statistics must not cost a booking. */
export async function trackWidget(widget: TWidgetEmbed, visit: string, action: (typeof WIDGET_TRACK_ACTIONS)[number], client: string | null): Promise<void> {
  try {
    await upstreamFetch(`/api/widget/t/${widget.id}/${visit}/${action}`, {
      method: 'POST', headers: client ? { 'x-forwarded-for': client } : {}, signal: AbortSignal.timeout(1_000),
    });
  } catch {
    // The upstream is down or slow: the page still renders.
  }
}
