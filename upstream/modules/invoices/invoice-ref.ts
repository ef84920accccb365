// An invoice in a path: its id or its number (http/param-patterns.ts ID_OR_NUMBER_PATTERN), so a
// fixed path such as /api/invoices/csv is never read as one; a booking the same way.
import { z } from '@hono/zod-openapi';
import { ID_OR_NUMBER_PATTERN, withPathPattern } from '../../http/param-patterns';

export const ZInvoiceRef = z.object({ id: withPathPattern(z.string().min(1).max(60), ID_OR_NUMBER_PATTERN) });

/** A booking (or its invoice) by id or number: GET /api/bookings/{no}/download and /voucher. */
export const ZBookingNo = z.object({ no: withPathPattern(z.string().min(1).max(60), ID_OR_NUMBER_PATTERN) });
