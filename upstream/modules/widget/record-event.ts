// Records one widget event (widget_events, docs/decisions/widget-and-payment.md): the widget's id,
// the page view's random id, the action and the day. Nothing about the visitor is stored.
import type { Db } from '../../db/client';
import { widgetEvents } from '../../db/schema';
import { WIDGET_EVENT_ACTIONS } from '../../../lib/contract/widget';
import { dayIn } from '../../clock';

export type TWidgetEventInput = {
  widgetId: string;
  visit: string;
  action: (typeof WIDGET_EVENT_ACTIONS)[number];
  amount?: number | null;
  currency?: string | null;
  timeZone: string;
  now: Date;
};

export async function recordWidgetEvent(db: Db, e: TWidgetEventInput): Promise<void> {
  await db.insert(widgetEvents).values({
    widgetId: e.widgetId, visit: e.visit, action: e.action, day: dayIn(e.timeZone, e.now),
    amount: e.amount ?? null, currency: e.currency ?? null, createdAt: e.now,
  });
}
