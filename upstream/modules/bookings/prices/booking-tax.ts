// The tax of a booking whose price list states none (its tax not active): the booking's own tax
// record when active, else the general setting defaultTax when inclusive; null when neither taxes.
// The price reload writes it on the engine's taxable lines (calculation.ts), so the booking and its
// invoice show the same rate; the invoice applies it to lines of older bookings that carry no tax
// (docs/decisions/invoices.md, "Tax").
import { eq } from 'drizzle-orm';
import type { TLineTax } from '../../../../lib/contract/tax-breakdown';
import type { Db } from '../../../db/client';
import { bookings, taxes } from '../../../db/schema';
import { readGeneral } from '../../settings/store';

export async function bookingDefaultTax(tx: Db, bookingId: string): Promise<TLineTax | null> {
  const [b] = await tx.select({ tax: bookings.tax }).from(bookings).where(eq(bookings.id, bookingId));
  if (b?.tax) {
    const [t] = await tx.select().from(taxes).where(eq(taxes.id, b.tax));
    if (t && t.status === 'active') return Number(t.value ?? 0) > 0 ? { name: t.name ?? '', rate: Number(t.value), inclusive: true } : null;
  }
  const d = (await readGeneral(tx)).defaultTax as { value: number; inclusive: boolean } | null | undefined;
  return d?.inclusive && d.value > 0 ? { name: '', rate: d.value, inclusive: true } : null;
}
