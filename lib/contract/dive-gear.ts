// Rental gear of the dive module (docs/decisions/dive.md, "Rental gear") and what closing a dive
// bills: gear items with kind, size and serial, their state (available, rented, maintenance) with
// a history, assignment to a diver on a dive, and the result of closing (log entries, on-site
// items booked, divers not billed and why).
import { z } from 'zod';

export const GEAR_KINDS = ['bcd', 'regulator', 'wetsuit', 'drysuit', 'mask', 'fins', 'computer', 'tank', 'torch', 'other'] as const;
export const GEAR_STATES = ['available', 'rented', 'maintenance'] as const;
export type TGearState = (typeof GEAR_STATES)[number];
/** What a history entry of a gear item records. */
export const GEAR_EVENTS = ['created', 'changed', 'rented', 'unassigned', 'returned', 'maintenance', 'available'] as const;

export const ZGearCreate = z.strictObject({
  kind: z.enum(GEAR_KINDS),
  /** S, M, L, 42, 5 mm L, 12 l ... */
  size: z.string().trim().min(1).max(30).nullable().optional(),
  /** Unique in the inventory. */
  serial: z.string().trim().min(1).max(60),
  /** The rental product its use is billed with on closing (PerDive, PerDiveDay or PerDay). */
  product: z.uuid().nullable().optional(),
  notes: z.string().trim().max(500).nullable().optional(),
  resort: z.uuid().nullable().optional(),
  vessel: z.uuid().nullable().optional(),
});
/** Changes of an item; `state` moves it between available and maintenance (rented is the dive's). */
export const ZGearUpdate = ZGearCreate.partial().extend({
  state: z.enum(['available', 'maintenance']).optional(),
  /** Why (kept in the history), e.g. "regulator leaks, sent for service". */
  note: z.string().trim().max(500).optional(),
});

export const ZGearItem = z.object({
  id: z.string(), kind: z.enum(GEAR_KINDS), size: z.string().nullable(), serial: z.string(), state: z.enum(GEAR_STATES),
  product: z.string().nullable(), productName: z.string().nullable(), notes: z.string().nullable(),
  resort: z.string().nullable(), vessel: z.string().nullable(),
  /** While rented: the dive and the diver. */
  rentedTo: z.object({ plan: z.string(), planName: z.string(), date: z.string(), customer: z.string(), name: z.string() }).nullable(),
});
export type TGearItem = z.infer<typeof ZGearItem>;
export const ZGearQuery = z.object({ state: z.enum(GEAR_STATES).optional(), kind: z.enum(GEAR_KINDS).optional() });

export const ZGearEvent = z.object({
  id: z.string(), event: z.enum(GEAR_EVENTS), state: z.enum(GEAR_STATES), at: z.string(), byName: z.string().nullable(),
  plan: z.string().nullable(), customer: z.string().nullable(), note: z.string().nullable(),
});
export const ZGearDetail = z.object({ item: ZGearItem, history: z.array(ZGearEvent) });
export type TGearDetail = z.infer<typeof ZGearDetail>;

/** POST /api/diveplan/{id}/divers/{customer}/gear: an available item onto the diver. */
export const ZGearAssign = z.strictObject({ gear: z.uuid() });

export const DIVE_BILL_SKIPS = ['noProduct', 'noBooking', 'bookingNotEditable', 'productNotUsable', 'guestNotOnBooking'] as const;
export const ZDiveCloseResult = z.object({
  logs: z.array(z.string()),
  /** On-site items booked onto the divers' room bills (dives and rental gear). */
  billed: z.array(z.object({ booking: z.string(), customer: z.string(), item: z.string(), text: z.string(), quantity: z.number(), amount: z.number(), currency: z.string() })),
  /** What was not billed and why (the desk bills it later with POST /api/bookings/{id}/onsite or /dives). */
  skipped: z.array(z.object({ customer: z.string(), what: z.enum(['dive', 'gear']), reason: z.enum(DIVE_BILL_SKIPS), detail: z.string() })),
  /** Gear items returned to the inventory. */
  returned: z.array(z.string()),
  /** The stock ledger rows of what the dive used (`used` of the closing). */
  stockUsed: z.array(z.string()),
});
export type TDiveCloseResult = z.infer<typeof ZDiveCloseResult>;
