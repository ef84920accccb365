// The counter calls of api-calls 7.14 (issue 36 item 5; docs/decisions/pos.md). A ticket is the
// generic `pos` resource; these are its lines, payments, the room-bill takeover, the day's closing.
import { z } from 'zod';
import { MAX_AMOUNT } from './money';

/** POST /api/pos/{id}/product: a product by id or by what a scanner reads (its SKU). */
export const ZPosAddProduct = z.strictObject({
  product: z.uuid().optional(),
  sku: z.string().trim().min(1).max(50).optional(),
  quantity: z.number().int().min(1).max(1000).default(1),
}).refine((b) => !!b.product !== !!b.sku, { message: 'a product or a sku', path: ['product'] });

export const ZPosRemoveProductQuery = z.object({ line: z.uuid() });

export const ZPosPay = z.strictObject({
  method: z.enum(['cash', 'card']),
  /** Cash handed over, minor units (default: the total). */
  given: z.number().int().min(0).max(MAX_AMOUNT).optional(),
});

/** POST /api/pos/{id}/booking: the ticket onto a guest's room bill. */
export const ZPosTakeover = z.strictObject({
  booking: z.uuid(),
  /** The booking's room (default: its first) and the guest's index there. */
  room: z.uuid().optional(),
  idx: z.number().int().min(0).max(49).default(0),
});

export const ZPosCombine = z.strictObject({ tickets: z.array(z.uuid()).min(2).max(20) });

export const ZPosLine = z.object({
  id: z.uuid(), product: z.uuid().nullable(), text: z.string(), quantity: z.number().int(),
  unitPrice: z.number().int(), amount: z.number().int(), taxPercent: z.number(),
});
export const ZPosPayment = z.object({
  id: z.uuid(), method: z.enum(['cash', 'card', 'room']), amount: z.number().int(), given: z.number().int().nullable(),
  reverses: z.uuid().nullable(), bookingId: z.uuid().nullable(), at: z.string(),
});
export const ZPosTicket = z.object({
  id: z.uuid(), name: z.string(), receiptNo: z.number().int().nullable(), status: z.enum(['open', 'paid', 'booked', 'void']),
  customer: z.uuid().nullable(), customerName: z.string().nullable(), booking: z.uuid().nullable(), bookingNo: z.string().nullable(),
  total: z.number().int(), currency: z.string(), paidAt: z.string().nullable(),
  lines: z.array(ZPosLine), payments: z.array(ZPosPayment),
  /** Change to hand back for the last cash payment. */
  change: z.number().int().nullable(),
});

const ZSum = z.object({ count: z.number().int(), amount: z.number().int() });
export const ZPosTotals = z.object({
  tickets: z.number().int(), total: z.number().int(), currency: z.string(),
  byMethod: z.record(z.string(), ZSum),
  /** Per tax rate (percent as text, "19.00"): gross, net and tax in minor units. */
  byTax: z.array(z.object({ rate: z.string(), gross: z.number().int(), net: z.number().int(), tax: z.number().int() })),
});
export const ZPosStatsQuery = z.object({ from: z.iso.date().optional(), to: z.iso.date().optional() });
export const ZPosStats = ZPosTotals.extend({ from: z.string(), to: z.string() });

export const ZPosClosing = z.object({
  id: z.uuid(), number: z.number().int(), since: z.string().nullable(), until: z.string(), totals: ZPosTotals, createdAt: z.string(),
});
export const ZPosClosingList = z.object({ closings: z.array(ZPosClosing) });

export type TPosTicket = z.infer<typeof ZPosTicket>;
export type TPosTotals = z.infer<typeof ZPosTotals>;
export type TPosClosing = z.infer<typeof ZPosClosing>;

const RECEIPT_SPAN_MS = 7 * 86_400_000;
/** GET /api/pos/receipts: the settled tickets (paid, on a room bill, taken back) paid in [from, to). */
export const ZPosReceiptsQuery = z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'to must be after from', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= RECEIPT_SPAN_MS, { message: 'at most 7 days', path: ['to'] });
export const POS_RECEIPTS_MAX = 500;
export const ZPosReceiptList = z.object({
  data: z.array(ZPosTicket),
  /** More than POS_RECEIPTS_MAX receipts in the range: the newest are answered. */
  truncated: z.boolean(),
});
