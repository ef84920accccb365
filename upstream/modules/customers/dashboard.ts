// GET dashboard: for a customer (customers.self) their own start page: the record, upcoming and
// past stays of their bookings and the guest forms still to fill in. For staff the customer
// counts and the coming week's birthdays. An agency user (agencies.self) gets its customers'
// count and their upcoming stays.
import { z } from '@hono/zod-openapi';
import { and, count, eq, gte } from 'drizzle-orm';
import { hasScope } from '../../../lib/access/scopes';
import { ZCustomerStay } from '../../../lib/contract/customers';
import type { Db } from '../../db/client';
import { customers, guestForms } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { now, today } from '../../clock';
import { wireFor } from '../resources/wire';
import { customersBinding } from './access';
import { upcomingBirthdays } from './birthdays';
import { customerStays } from './stays';

export const ZCustomerDashboard = z.object({
  customer: z.record(z.string(), z.unknown()).nullable(),
  upcoming: z.array(ZCustomerStay),
  past: z.array(ZCustomerStay),
  openGuestForms: z.array(z.object({ id: z.uuid(), name: z.string().nullable(), booking: z.uuid().nullable() })),
  counts: z.object({ customers: z.number().int(), newLast30Days: z.number().int() }).nullable(),
  birthdays: z.array(z.object({ id: z.uuid(), fullName: z.string(), birthday: z.string(), inDays: z.number().int() })),
});

export async function customerDashboard(db: Db, p: TPrincipal): Promise<z.infer<typeof ZCustomerDashboard>> {
  const day = today();
  const staff = hasScope(p.scopes, 'customers.read');
  const own = !staff && p.customerId && hasScope(p.scopes, 'customers.self') ? p.customerId : null;
  const agency = !staff && !own && p.agencyId && hasScope(p.scopes, 'agencies.self') ? p.agencyId : null;
  const out: z.infer<typeof ZCustomerDashboard> = { customer: null, upcoming: [], past: [], openGuestForms: [], counts: null, birthdays: [] };
  if (own) {
    const [row] = await db.select().from(customers).where(eq(customers.id, own));
    if (row) out.customer = wireFor(customersBinding(), row as never, p);
    const stays = await customerStays(db, own, p);
    out.upcoming = stays.filter((s) => (s.dateTo ?? '') >= day).reverse();
    out.past = stays.filter((s) => (s.dateTo ?? '') < day).slice(0, 50);
    out.openGuestForms = await db.select({ id: guestForms.id, name: guestForms.name, booking: guestForms.booking }).from(guestForms)
      .where(and(eq(guestForms.customer, own), eq(guestForms.status, 'open'))).limit(50);
    return out;
  }
  const scope = agency ? eq(customers.agency, agency) : undefined;
  const since = new Date(now().getTime() - 30 * 86_400_000);
  const [[all], [fresh]] = await Promise.all([
    db.select({ n: count() }).from(customers).where(scope),
    db.select({ n: count() }).from(customers).where(and(scope, gte(customers.createdAt, since))),
  ]);
  out.counts = { customers: all.n, newLast30Days: fresh.n };
  if (staff) out.birthdays = (await upcomingBirthdays(db, 7)).slice(0, 50).map(({ id, fullName, birthday, inDays }) => ({ id, fullName, birthday, inDays }));
  if (agency) {
    // The agency's customers' coming stays: their bookings the agency may read.
    const ids = await db.select({ id: customers.id }).from(customers).where(scope).limit(50);
    const stays = (await Promise.all(ids.map((r) => customerStays(db, r.id, p)))).flat();
    out.upcoming = stays.filter((s) => (s.dateTo ?? '') >= day).sort((a, b) => (a.dateFrom ?? '').localeCompare(b.dateFrom ?? '')).slice(0, 50);
  }
  return out;
}
