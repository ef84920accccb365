// A diver's readiness record and certifications (tables of this module that reference the
// customer; the customers table itself is the customers module's). A certification starts
// unverified; verifying names the staff member and the time. Changing a verified certification
// is a new certification (delete and add), so a verification always covers what it saw.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TCertification, TDiverRecord, ZCertificationCreate, ZDiverRecordWrite } from '../../../lib/contract/dive';
import { now } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { diveCertifications, diveDivers } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { readinessData, type TCertRow } from './dive-rows';
import { validUntil } from './readiness';
import { diverFormDefinitions } from './signed-forms';

export const certWire = (c: TCertRow): TCertification => ({
  id: c.id, customer: c.customerId, agency: c.agency, level: c.level as TCertification['level'], number: c.number, date: c.date,
  specialities: c.specialities, media: c.media, verifiedBy: c.verifiedBy, verifiedByName: c.verifiedByName, verifiedAt: c.verifiedAt?.toISOString() ?? null,
});

async function assertCustomer(db: Db, id: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw errors.notFound();
  const r = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM customers WHERE id = ${id}::uuid`));
  if (!r.length) throw errors.notFound();
}

export async function diverRecord(db: Db, customer: string): Promise<TDiverRecord> {
  await assertCustomer(db, customer);
  const [data, defs] = await Promise.all([readinessData(db, [customer], '9999-12-31'), diverFormDefinitions(db)]);
  const d = data.divers.get(customer);
  const rec = data.records.get(customer);
  const latest = data.forms.get(customer)?.latest ?? {};
  return {
    customer, name: data.names.get(customer) ?? '',
    emergencyName: d?.emergencyName ?? null, emergencyPhone: d?.emergencyPhone ?? null,
    medicalDate: d?.medicalDate ?? null, medicalNeedsPhysician: d?.medicalNeedsPhysician ?? false,
    physicianApprovedOn: d?.physicianApprovedOn ?? null, waiverDate: d?.waiverDate ?? null,
    medical: {
      date: rec?.medicalDate ?? null, source: rec?.medicalSource ?? null, form: rec?.medicalForm ?? null, needsPhysician: rec?.medicalNeedsPhysician ?? false,
      validUntil: validUntil(rec?.medicalDate ?? null, data.validity.medicalDays), formdef: defs.medical, latest: latest.medical ?? null,
    },
    waiver: {
      date: rec?.waiverDate ?? null, source: rec?.waiverSource ?? null, form: rec?.waiverForm ?? null,
      validUntil: validUntil(rec?.waiverDate ?? null, data.validity.waiverDays), formdef: defs.waiver, latest: latest.waiver ?? null,
    },
    certifications: (data.certs.get(customer) ?? []).map(certWire), lastDiveDate: data.lastDive.get(customer) ?? null,
  };
}

export async function writeDiverRecord(tx: Db, customer: string, body: z.infer<typeof ZDiverRecordWrite>): Promise<void> {
  await assertCustomer(tx, customer);
  const values = { ...body, updatedAt: now() };
  await tx.insert(diveDivers).values({ customerId: customer, ...values }).onConflictDoUpdate({ target: diveDivers.customerId, set: values });
}

export async function addCertification(tx: Db, customer: string, body: z.infer<typeof ZCertificationCreate>): Promise<TCertRow> {
  await assertCustomer(tx, customer);
  const [row] = await tx.insert(diveCertifications).values({ customerId: customer, ...body }).returning();
  return row;
}

async function certification(tx: Tx, id: string): Promise<TCertRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw errors.notFound();
  const [row] = await tx.select().from(diveCertifications).where(eq(diveCertifications.id, id)).for('update');
  if (!row) throw errors.notFound();
  return row;
}

export async function verifyCertification(tx: Tx, p: TPrincipal, id: string): Promise<TCertRow> {
  const row = await certification(tx, id);
  if (row.verifiedAt) return row;
  const [out] = await tx.update(diveCertifications).set({ verifiedBy: p.userId, verifiedByName: p.name, verifiedAt: now() })
    .where(and(eq(diveCertifications.id, id))).returning();
  return out;
}

export async function deleteCertification(tx: Tx, id: string): Promise<void> {
  await certification(tx, id);
  await tx.delete(diveCertifications).where(eq(diveCertifications.id, id));
}
