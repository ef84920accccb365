// The stock calls of api-calls 7.7 (Product: constants, bookedAtDay/{asset}, {id}/stock/update,
// {product}/stock/used, DELETE stock/used/{ref}); the ledger itself is the `inventory` resource
// (docs/decisions/pos.md, "Stock").
import { z } from 'zod';
import { PRODUCT_KINDS, PRODUCT_RULE_BASES, PRODUCT_UNITS } from './resources/enums';
import { inventory, STOCK_REASONS } from './resources/products';

export type TStockReason = (typeof STOCK_REASONS)[number];

/** What a use's reference may look like (a dive participant, a rental, `dive:<id>`): it is a path parameter. */
export const STOCK_REF_PATTERN = '[A-Za-z0-9_.:-]+';
const ZRef = z.string().max(200).regex(new RegExp(`^${STOCK_REF_PATTERN}$`), 'letters, digits and _ . : -');

/** POST /api/product/{id}/stock/update: a count (`stock`: what is there) or a movement (`quantity`). */
export const ZStockUpdate = z.strictObject({
  stock: z.number().int().min(0).max(1_000_000).optional(),
  quantity: z.number().int().min(-1_000_000).max(1_000_000).refine((n) => n !== 0, 'not 0').optional(),
  reason: z.enum(['purchase', 'return', 'correction', 'loss']).optional(),
  reference: z.string().trim().min(1).max(200).optional(),
  note: z.string().max(2000).optional(),
}).refine((b) => (b.stock === undefined) !== (b.quantity === undefined), { message: 'either stock (a count) or quantity (a movement)', path: ['stock'] });

/** POST /api/product/{product}/stock/used: goods a dive or rental used. */
export const ZStockUse = z.strictObject({
  quantity: z.number().int().min(1).max(1_000_000),
  ref: ZRef,
  reference: z.string().trim().min(1).max(200).optional(),
  note: z.string().max(2000).optional(),
});

export const ZStockMovement = inventory.item;
export const ZStockReturned = z.object({ returned: z.array(ZStockMovement) });

export const ZProductConstants = z.object({
  kinds: z.array(z.enum(PRODUCT_KINDS)),
  units: z.array(z.enum(PRODUCT_UNITS)),
  ruleBases: z.array(z.enum(PRODUCT_RULE_BASES)),
  stockReasons: z.array(z.enum(STOCK_REASONS)),
});

export const ZBookedAtDayQuery = z.object({ date: z.iso.date().optional() });
/** Per product: how many units the room bills of that day hold (on-site items with that service date). */
export const ZBookedAtDay = z.object({
  date: z.string(),
  products: z.array(z.object({ product: z.uuid(), name: z.string(), quantity: z.number().int(), stock: z.number().int().nullable() })),
});

export type TStockUpdate = z.infer<typeof ZStockUpdate>;
export type TStockUse = z.infer<typeof ZStockUse>;
