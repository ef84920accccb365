// POST /api/guestform/{id}/syncWithCustomer (api-calls 7.12): the guest's answers go into the
// guest form's customer (name, birthday, nationality, contact, passport), the emergency contact
// into the diver's record (the dive module's), and every other answer (certification, logged
// dives, last dive, medical conditions, diet) as labelled lines into the customer's internal note,
// so no answer is lost (issue 33 item 10); the form becomes 'synced', so the guest can no longer
// change it. On a multi-guest form the first guest's answers are the customer's. One
// transaction; only answered fields overwrite what the customer has.
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ZCustomerContact, ZCustomerMasterData, ZCustomerPassport } from '../../../lib/contract/resources/parties';
import type { Db } from '../../db/client';
import { guestForms } from '../../db/schema/resources';
import { applyGuestAnswers } from '../customers/guest-answers';
import { writeDiverRecord } from '../dive/diver-records';
import { GUEST_FORM_ELEMENTS } from '../../../lib/contract/guest-form-elements';
import { errors } from '../../http/errors';
import type { TRow } from '../resources/binding';

type TAnswers = Record<string, unknown>;
const text = (a: TAnswers, k: string) => (typeof a[k] === 'string' && (a[k] as string).trim() ? (a[k] as string).trim() : undefined);
/** A nationality typed as a two-letter code (de, DE); anything else stays out of the code field. */
const countryCode = (v: string | undefined) => (v && /^[a-z]{2}$/i.test(v) ? v.toUpperCase() : undefined);
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The customer's new values from the answers (only what was answered changes). */
export function customerFromAnswers(answers: TAnswers, customer: TRow) {
  const master = { ...(customer.masterData as object ?? {}) } as Record<string, unknown>;
  const firstName = text(answers, 'firstName');
  const lastName = text(answers, 'lastName');
  const nationality = countryCode(text(answers, 'nationality'));
  Object.assign(master, defined({ firstName, lastName, birthday: text(answers, 'birthday'), nationality }));
  const contact = { ...(customer.contact as object ?? {}), ...defined({ email: text(answers, 'email'), phone: text(answers, 'phone') }) };
  const passport = { ...(customer.passport as object ?? {}), ...defined({ number: text(answers, 'passportNo'), expires: text(answers, 'passportExpiry'), nationality }) };
  const fullName = firstName && lastName ? `${firstName} ${lastName}` : (customer.fullName as string);
  const checked = [ZCustomerMasterData.safeParse(master), ZCustomerContact.safeParse(contact), ZCustomerPassport.safeParse(passport)];
  const failed = checked.flatMap((r, i) => (r.success ? [] : r.error.issues.map((x) => ({ path: `${['masterData', 'contact', 'passport'][i]}.${x.path.join('.')}`, message: x.message }))));
  if (failed.length) throw errors.validation(failed, 'The answers do not fit the customer record');
  const note = noteWithAnswers(customer, answers);
  return { fullName, masterData: checked[0].data, contact: checked[1].data, passport: checked[2].data, ...(contact.email ? { email: contact.email } : {}), ...(note ? { note } : {}) };
}

/** The answers with no field of their own in the customer or diver record. */
const NOTE_KEYS = ['certification', 'certificationNo', 'loggedDives', 'lastDive', 'medical', 'diet'] as const;

/** The customer's note with the answered NOTE_KEYS added as "label: answer" lines (in the
 *  customer's language), or null when none was answered or all are there already. */
function noteWithAnswers(customer: TRow, answers: TAnswers): string | null {
  const lang = customer.language === 'en' ? 'en' : 'de';
  const lines = NOTE_KEYS.flatMap((k) => {
    // A number answer (logged dives) is kept as the number the form stored.
    const v = typeof answers[k] === 'number' ? String(answers[k]) : text(answers, k);
    const label = GUEST_FORM_ELEMENTS.find((e) => e.key === k)?.label?.[lang] ?? k;
    return v ? [`${label}: ${v}`] : [];
  });
  const before = typeof customer.note === 'string' ? customer.note : '';
  const fresh = lines.filter((l) => !before.includes(l));
  if (fresh.length === 0) return null;
  return [before.trimEnd(), ...fresh].filter(Boolean).join('\n');
}

/** Copies a submitted guest form into its customer and marks it synced. `form` and `customer`
 *  are the rows the caller may change (checked by the route). */
export async function syncWithCustomer(db: Db, form: TRow, customer: TRow) {
  if (form.status === 'open') throw errors.conflict('FORM_NOT_SENT', 'The guest has not sent this form.');
  const data = (form.data ?? {}) as TAnswers;
  const answers = Array.isArray(data.guests) ? ((data.guests[0] ?? {}) as TAnswers) : data;
  const values = customerFromAnswers(answers, customer);
  return db.transaction(async (tx) => {
    const savedCustomer = await applyGuestAnswers(tx, customer.id, values);
    const emergency = defined({ emergencyName: text(answers, 'emergencyName'), emergencyPhone: text(answers, 'emergencyPhone') });
    if (Object.keys(emergency).length) await writeDiverRecord(tx, customer.id as string, emergency);
    const [savedForm] = await tx.update(guestForms).set({ status: 'synced', updatedAt: new Date() })
      .where(eq(guestForms.id as PgColumn, form.id)).returning();
    return { customer: savedCustomer, guestform: savedForm as TRow };
  });
}
