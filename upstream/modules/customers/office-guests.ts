// The customer records of the guests an operator types into a booking (issue 33 item 3: a phone
// enquiry's guests become customers, so the booking can be invoiced and mailed and its guests put
// on a dive). Found before made, so that a returning guest keeps one record:
//   the lead (the booking's first guest) by the e-mail given for the enquiry, case-insensitively;
//   every guest by the same first and last name and birthday (without a birthday a name alone
//   says too little: a new record). An erased record (type Inactive) is never found.
// Only staff who may create customers ask for it (bookings/create.ts, through bookings/hooks.ts:
// booking-hooks.ts registers it); the records are written here, by their owner (db/owners.ts), in
// the booking's transaction.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import type { TLeadContact, TOfficeGuest } from '../bookings/hooks';

async function byEmail(tx: Db, email: string): Promise<string | null> {
  const [c] = await tx.select({ id: customers.id }).from(customers)
    .where(and(sql`lower(${customers.email}) = ${email.toLowerCase()}`, ne(customers.customerType, 'Inactive'))).orderBy(customers.createdAt).limit(1);
  return c?.id ?? null;
}

async function byNameAndBirthday(tx: Db, g: TOfficeGuest): Promise<string | null> {
  if (!g.birthday) return null;
  const [c] = await tx.select({ id: customers.id }).from(customers).where(and(
    sql`lower(${customers.masterData}->>'firstName') = ${g.firstName.trim().toLowerCase()}`,
    sql`lower(${customers.masterData}->>'lastName') = ${g.lastName.trim().toLowerCase()}`,
    eq(sql`${customers.masterData}->>'birthday'`, g.birthday),
    ne(customers.customerType, 'Inactive'),
  )).orderBy(customers.createdAt).limit(1);
  return c?.id ?? null;
}

/** The customer of each guest, in order: found (the lead by e-mail first) or made. */
export async function guestCustomers(tx: Db, guests: readonly TOfficeGuest[], lead: TLeadContact, language: string): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, g] of guests.entries()) {
    const email = i === 0 && lead.email ? lead.email.trim().toLowerCase() : null;
    const found = (email ? await byEmail(tx, email) : null) ?? await byNameAndBirthday(tx, g);
    if (found) { ids.push(found); continue; }
    const phone = i === 0 && lead.phone ? lead.phone.trim() : null;
    const [made] = await tx.insert(customers).values({
      fullName: `${g.firstName.trim()} ${g.lastName.trim()}`, email, customerType: 'customer', language,
      masterData: { firstName: g.firstName.trim(), lastName: g.lastName.trim(), gender: g.gender ?? 'u', birthday: g.birthday ?? null },
      contact: { ...(email ? { email } : {}), ...(phone ? { phone } : {}) },
    } as never).returning({ id: customers.id }) as { id: string }[];
    ids.push(made.id);
  }
  return ids;
}
