// The embeddable widget's public facts and its statistics (docs/decisions/widget-and-payment.md).
import { z } from 'zod';

/** What the web server needs to render /widget/{slug}: public anyway (the sites go out in every
 *  response header, the rest is visible on the page). The look comes from the widget's settings:
 *  color (#rrggbb), logo (https URL or a /api/media path), roomTypes (comma list of room type ids). */
export const ZWidgetEmbed = z.object({
  id: z.uuid(),
  slug: z.string(),
  kind: z.string(),
  language: z.enum(['de', 'en']),
  allowedOrigins: z.array(z.string()),
  resort: z.uuid().nullable(),
  vessel: z.uuid().nullable(),
  color: z.string().nullable(),
  logo: z.string().nullable(),
  roomTypes: z.array(z.uuid()),
});
export type TWidgetEmbed = z.infer<typeof ZWidgetEmbed>;

/** Events the widget page reports (POST /api/widget/t/{widget}/{id}/{action}). A completed booking
 *  and its value are recorded by the booking call itself, so no caller can invent revenue. */
export const WIDGET_TRACK_ACTIONS = ['view', 'search', 'start'] as const;
export const WIDGET_EVENT_ACTIONS = [...WIDGET_TRACK_ACTIONS, 'complete'] as const;

/** A page view's id: random, made per rendered page; it ties the events of one visit together
 *  without a cookie and says nothing about the visitor. */
export const ZVisitId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const ZWidgetStatsDay = z.object({
  day: z.iso.date(),
  views: z.number().int(),
  searches: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
  /** Minor units of the completed bookings, per currency. */
  revenue: z.record(z.string(), z.number().int()),
  /** completed / views, 0..1 (0 without views). */
  conversion: z.number(),
});
export const ZWidgetStats = z.object({
  widget: z.uuid(),
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.array(ZWidgetStatsDay),
  totals: ZWidgetStatsDay.omit({ day: true }),
});
export type TWidgetStats = z.infer<typeof ZWidgetStats>;
