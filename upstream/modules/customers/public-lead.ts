// The customer record of a visitor's booking (the public page and the widget): always a new
// record, never one found by e-mail, so a visitor can neither attach a booking to someone else's
// record nor learn that it exists. Written by the customers module, its owner (db/owners.ts), in
// the booking's transaction.
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

export type TPublicLead = { firstName: string; lastName: string; email: string; gender?: string | null; birthday?: string | null; phone?: string | null };

export async function createLeadCustomer(tx: Db, lead: TPublicLead, language: string): Promise<{ id: string }> {
  const email = lead.email.toLowerCase();
  const [customer] = await tx.insert(customers).values({
    fullName: `${lead.firstName} ${lead.lastName}`, email, customerType: 'customer', language,
    masterData: { firstName: lead.firstName, lastName: lead.lastName, gender: lead.gender, birthday: lead.birthday ?? null },
    contact: { email, ...(lead.phone ? { phone: lead.phone } : {}) },
  } as never).returning({ id: customers.id }) as { id: string }[];
  return customer;
}
