// A guest form belongs to its booking's agency (lib/contract/resources/forms.ts: agencies.self):
// when staff store a guest form for a booking and name no agency, the booking's is taken.
import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/resources';
import type { THookContext } from '../resources/binding';

export async function agencyOfBooking(values: Record<string, unknown>, ctx: THookContext): Promise<Record<string, unknown>> {
  if (typeof values.booking !== 'string' || values.agency !== undefined) return values;
  const [row] = await ctx.db.select({ agency: bookings.agency }).from(bookings).where(eq(bookings.id, values.booking)).limit(1);
  return row?.agency ? { ...values, agency: row.agency } : values;
}
