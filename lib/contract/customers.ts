// Answers of the customers domain's own calls (api-calls 7.11 and the staff calls around them:
// the one-round-trip view, duplicates and merge, privacy export and erasure). Shared by the
// upstream (validation, OpenAPI) and the screens.
import { z } from 'zod';

export const ZCustomerStay = z.object({
  bookingId: z.uuid(),
  roomBookingId: z.uuid().nullable(),
  bookingNo: z.string().nullable(),
  state: z.string(),
  title: z.string().nullable(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  nights: z.number().int(),
  room: z.string().nullable(),
  resort: z.uuid().nullable(),
  vessel: z.uuid().nullable(),
});
export type TCustomerStay = z.infer<typeof ZCustomerStay>;

export const ZCustomerStats = z.object({
  bookings: z.number().int(), stays: z.number().int(), nights: z.number().int(),
  revenue: z.record(z.string(), z.number().int()),
  firstStay: z.string().nullable(), lastStay: z.string().nullable(), recalculatedAt: z.string(),
});
export type TCustomerStats = z.infer<typeof ZCustomerStats>;

export const ZCustomerHistoryEntry = z.object({ version: z.number().int(), action: z.string(), userName: z.string().nullable(), createdAt: z.string() });
export const ZCustomerReference = z.object({ system: z.string(), external: z.string(), data: z.record(z.string(), z.unknown()), createdAt: z.string(), updatedAt: z.string() });
export const ZCustomerAuditEntry = z.object({ action: z.string(), detail: z.record(z.string(), z.unknown()), userName: z.string().nullable(), createdAt: z.string() });

const ZBookingLine = z.object({
  id: z.uuid(), bookingNo: z.string().nullable(), title: z.string().nullable(), state: z.string(), dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(), currency: z.string(), role: z.enum(['customer', 'guest']),
});
const ZPaymentLine = z.object({
  id: z.uuid(), booking: z.uuid().nullable(), bookingNo: z.string().nullable(), amount: z.number().int(), currency: z.string(),
  method: z.string().nullable(), status: z.string().nullable(), paidAt: z.string().nullable(),
});
const ZFormLine = z.object({ id: z.uuid(), name: z.string().nullable(), booking: z.uuid().nullable(), status: z.string(), submittedAt: z.string().nullable() });

/** /customer/view/:id in one round trip. */
export const ZCustomerView = z.object({
  customer: z.record(z.string(), z.unknown()),
  age: z.number().int().nullable(),
  isChild: z.boolean(),
  stays: z.array(ZCustomerStay),
  bookings: z.array(ZBookingLine),
  payments: z.array(ZPaymentLine),
  guestForms: z.array(ZFormLine),
  stats: ZCustomerStats.nullable(),
  meta: z.record(z.string(), z.unknown()),
  references: z.array(ZCustomerReference),
  history: z.array(ZCustomerHistoryEntry),
  audit: z.array(ZCustomerAuditEntry),
});
export type TCustomerView = z.infer<typeof ZCustomerView>;

export const ZDuplicateCandidate = z.object({
  id: z.uuid(), fullName: z.string(), email: z.string().nullable(), birthday: z.string().nullable(),
  passport: z.string().nullable(), reasons: z.array(z.enum(['nameBirthday', 'email', 'passport'])),
});
export type TDuplicateCandidate = z.infer<typeof ZDuplicateCandidate>;

export const ZMergeResult = z.object({
  customer: z.record(z.string(), z.unknown()),
  merged: z.uuid(),
  moved: z.record(z.string(), z.number().int()),
});
export type TMergeResult = z.infer<typeof ZMergeResult>;

export const ZErasureResult = z.object({ customer: z.uuid(), anonymised: z.record(z.string(), z.number().int()), deleted: z.record(z.string(), z.number().int()) });
