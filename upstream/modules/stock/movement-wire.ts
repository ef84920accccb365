// A ledger row as the API answers it (the inventory resource's item: dates as ISO text).
import type { z } from 'zod';
import type { ZStockMovement } from '../../../lib/contract/stock';
import type { TMovementRow } from './record-movement';

export function movementWire(r: TMovementRow): z.infer<typeof ZStockMovement> {
  return { ...r, date: r.date ? r.date.toISOString() : null, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() } as z.infer<typeof ZStockMovement>;
}
