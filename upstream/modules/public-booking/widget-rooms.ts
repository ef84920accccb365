// A booking through a widget keeps to the widget: it must be active, and every room must belong to
// its resort or vessel (when it names one) and to its room types (when it lists some). A room
// outside answers like a missing one (404), as elsewhere in the public flow.
import { inArray } from 'drizzle-orm';
import type { TWidgetEmbed } from '../../../lib/contract/widget';
import type { Db } from '../../db/client';
import { rooms } from '../../db/schema';
import { errors } from '../../http/errors';
import { activeWidget } from './widget-embed';

export async function assertWidgetRooms(db: Db, slug: string, roomIds: string[]): Promise<TWidgetEmbed> {
  const widget = await activeWidget(db, slug);
  if (!widget) throw errors.notFound('Widget not found');
  const found = await db.select({ id: rooms.id, resort: rooms.resort, vessel: rooms.vessel, roomType: rooms.roomType }).from(rooms).where(inArray(rooms.id, roomIds));
  for (const id of roomIds) {
    const r = found.find((x) => x.id === id);
    const assetOk = !widget.resort && !widget.vessel ? true : (!!widget.resort && r?.resort === widget.resort) || (!!widget.vessel && r?.vessel === widget.vessel);
    const typeOk = widget.roomTypes.length === 0 || (!!r?.roomType && widget.roomTypes.includes(r.roomType));
    if (!r || !assetOk || !typeOk) throw errors.notFound('Room not found');
  }
  return widget;
}
