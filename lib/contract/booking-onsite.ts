// Wire contract of a booking's on-site items (api-calls 7.4 "onsite", issue 20): what a guest
// consumes during the stay, on the guest's room bill; desk payments of that bill.
import { z } from 'zod';
import { MAX_AMOUNT } from './money';
import { PAYMENT_METHODS } from './payments';

export const ONSITE_STATUSES = ['open', 'paid', 'void', 'moved'] as const;
const ZGuestRef = z.strictObject({ roomBookingId: z.uuid(), idx: z.number().int().min(0).max(49) });

/** POST {id}/onsite/{roomId} (query rb): a product priced by its rule base, or a custom item. */
export const ZOnsiteAdd = z.strictObject({
  /** The guest's index in the booking room's guest list. */
  idx: z.number().int().min(0).max(49).default(0),
  product: z.uuid().optional(),
  /** Units of the product's rule base (default: what the stay counts: nights, days, weeks; else 1). */
  quantity: z.number().int().min(1).max(10_000).optional(),
  /** A custom item (no product): its text and unit price (minor units, tax included). */
  text: z.string().trim().min(1).max(200).optional(),
  unitPrice: z.number().int().min(0).max(MAX_AMOUNT).optional(),
  taxPercent: z.number().min(0).max(100).optional(),
  serviceDate: z.iso.date().optional(),
}).refine((b) => b.product || (b.text && b.unitPrice !== undefined), { message: 'a product, or a text and a unit price', path: ['product'] });

/** POST {id}/onsite/{roomId}/{itemId}: change an open item. */
export const ZOnsiteUpdate = z.strictObject({
  quantity: z.number().int().min(1).max(10_000).optional(),
  text: z.string().trim().min(1).max(200).optional(),
  serviceDate: z.iso.date().optional(),
});

export const ZOnsiteVoid = z.strictObject({
  items: z.array(z.uuid()).min(1).max(500),
  reason: z.string().trim().min(3).max(500),
});

export const ZOnsiteDives = z.strictObject({
  /** The product the dives are billed with (its rule base: PerDive counts dives, PerDiveDay days). */
  product: z.uuid(),
  /** Default: every guest of the booking. */
  guests: z.array(ZGuestRef).max(200).optional(),
});

export const ZOnsitePayment = z.strictObject({
  /** Default: every open item of the booking (or of `guest`). */
  items: z.array(z.uuid()).min(1).max(500).optional(),
  guest: ZGuestRef.optional(),
  method: z.enum(PAYMENT_METHODS).default('cash'),
  reference: z.string().trim().max(200).optional(),
  /** When given, must be the sum of the items paid (a desk payment pays whole items). */
  amount: z.number().int().min(1).max(MAX_AMOUNT).optional(),
});

/** POST {id}/onsite/{onsite}/move: to another guest of this booking or of `booking`; several guests share it. */
export const ZOnsiteMove = z.strictObject({
  booking: z.uuid().optional(),
  customers: z.array(ZGuestRef).min(1).max(20),
});

export const ZOnsiteItem = z.object({
  id: z.uuid(), roomBookingId: z.uuid(), roomId: z.uuid(), idx: z.number().int(), customer: z.uuid().nullable(),
  product: z.uuid().nullable(), kind: z.enum(['product', 'dive', 'custom']), text: z.string(), ruleBase: z.string().nullable(),
  quantity: z.number().int(), unitPrice: z.number().int(), amount: z.number().int(), currency: z.string(), taxPercent: z.number(),
  serviceDate: z.string().nullable(), status: z.enum(ONSITE_STATUSES), paymentId: z.uuid().nullable(), voidReason: z.string().nullable(),
  movedTo: z.uuid().nullable(), movedFrom: z.uuid().nullable(), createdAt: z.string(),
});

export const ZOnsitePaymentRow = z.object({
  id: z.uuid(), amount: z.number().int(), currency: z.string(), method: z.string(), reference: z.string().nullable(),
  status: z.enum(['paid', 'reversed']), paidAt: z.string(), reversedAt: z.string().nullable(),
});

export const ZOnsiteGuest = z.object({
  roomBookingId: z.uuid(), roomId: z.uuid(), roomName: z.string().nullable(), idx: z.number().int(), name: z.string(),
  customer: z.uuid().nullable(), open: z.number().int(), paid: z.number().int(),
});

export const ZOnsiteBill = z.object({
  bookingId: z.uuid(), currency: z.string(), items: z.array(ZOnsiteItem), payments: z.array(ZOnsitePaymentRow),
  guests: z.array(ZOnsiteGuest), open: z.number().int(), paid: z.number().int(),
  /** May items be added, changed, moved or voided now (confirmed or splitted, not invoiced). */
  editable: z.boolean(),
});

export type TOnsiteAdd = z.infer<typeof ZOnsiteAdd>;
export type TOnsiteUpdate = z.infer<typeof ZOnsiteUpdate>;
export type TOnsitePayment = z.infer<typeof ZOnsitePayment>;
export type TOnsiteMove = z.infer<typeof ZOnsiteMove>;
export type TOnsiteDives = z.infer<typeof ZOnsiteDives>;
export type TOnsiteBill = z.infer<typeof ZOnsiteBill>;
export type TOnsiteItem = z.infer<typeof ZOnsiteItem>;
