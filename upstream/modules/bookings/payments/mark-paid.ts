// POST /api/bookings/markPaid: several bookings paid in full at once, in one transaction. Each
// booking is locked (in id order, so two calls never deadlock), its open amount read under the
// lock and recorded as one payment with its own version; a booking with nothing open is skipped.
// Any booking the caller may not keep the books of makes the whole call 404 and writes nothing.
// A payment racing the call waits for the lock and then sees the new balance: never paid twice.
import type { z } from 'zod';
import type { TMarkPaidResult, ZMarkPaid } from '../../../../lib/contract/payments';
import type { Tx } from '../../../db/client';
import type { TPrincipal } from '../../../http/context';
import { loadBooking } from '../access';
import { sumsOf } from '../prices/money-bounds';
import { recordPayment } from './record-payment';

export async function markPaid(tx: Tx, p: TPrincipal, body: z.infer<typeof ZMarkPaid>, now: Date): Promise<TMarkPaidResult> {
  const ids = [...new Set(body.bookings)].sort();
  for (const id of ids) await loadBooking(tx, p, id, 'office', true);
  const result: TMarkPaidResult = { paid: [], skipped: [] };
  for (const id of ids) {
    const { total, paid } = await sumsOf(tx, id);
    const open = total - paid;
    if (open <= 0) {
      result.skipped.push({ booking: id, open });
      continue;
    }
    const { payment, detail } = await recordPayment(tx, p, id, {
      amount: open, method: body.method, reference: body.reference, note: body.note ?? null,
      paidAt: body.paidAt ? new Date(body.paidAt) : undefined,
    }, now, 'markPaid');
    result.paid.push({ booking: id, payment: payment.id, amount: payment.amount, currency: payment.currency, version: detail.version });
  }
  return result;
}
