// POST /api/bookings/{id}/updatePaymentPolicy/ (issue 15): the booking takes the terms of payment
// its deal gives now, after its agency, price list or dates changed. Which terms: the agency's
// (an agent's contract decides how the agent pays), else the booking's price list's
// termsOfPayment, else that list's defaultTermsOfPayment; none of them: no terms of its own, so
// the active default terms apply (terms.ts termsFor). The due schedule and flag follow.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agencies, bookings, priceLists, termsOfPayment } from '../../../db/schema';
import { activePriceList } from '../../prices/quote';
import type { TBookingRow } from '../access';

async function priceListOf(tx: Db, row: TBookingRow) {
  if (row.roomPrice) return (await tx.select().from(priceLists).where(eq(priceLists.id, row.roomPrice)))[0] ?? null;
  if (!row.dateFrom || !row.dateTo) return null;
  const last = new Date(Date.parse(`${row.dateTo}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  try {
    const rec = await activePriceList(tx, { resort: row.resort, vessel: row.vessel }, row.dateFrom, last);
    return (await tx.select().from(priceLists).where(eq(priceLists.id, rec.id)))[0] ?? null;
  } catch {
    return null; // no list covers the stay: the policy falls back to the default terms
  }
}

const active = async (tx: Db, id: string | null | undefined) => {
  if (!id) return null;
  const [t] = await tx.select({ id: termsOfPayment.id, isActive: termsOfPayment.isActive }).from(termsOfPayment).where(eq(termsOfPayment.id, id));
  return t?.isActive ? t.id : null;
};

/** The terms the booking's deal gives (null: the default terms). */
export async function paymentPolicyOf(tx: Db, row: TBookingRow): Promise<string | null> {
  if (row.agency) {
    const [a] = await tx.select({ terms: agencies.termsOfPayment }).from(agencies).where(eq(agencies.id, row.agency));
    const own = await active(tx, a?.terms);
    if (own) return own;
  }
  const list = await priceListOf(tx, row);
  return (await active(tx, list?.termsOfPayment)) ?? (await active(tx, list?.defaultTermsOfPayment));
}

export async function updatePaymentPolicy(tx: Db, row: TBookingRow): Promise<void> {
  const terms = await paymentPolicyOf(tx, row);
  if (terms !== row.termsOfPayment) await tx.update(bookings).set({ termsOfPayment: terms }).where(eq(bookings.id, row.id));
}
