// A certification's scan from the media library (the readiness screen picks or uploads it): set or
// cleared while the certification is unverified; a verified certification keeps the scan its
// verifier saw (changing it is a new certification, docs/decisions/dive.md).
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { diveCertifications } from '../../db/schema';
import { errors } from '../../http/errors';
import type { TCertRow } from './dive-rows';

export async function setCertificationScan(tx: Tx, id: string, media: string | null): Promise<TCertRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw errors.notFound();
  const [row] = await tx.select().from(diveCertifications).where(eq(diveCertifications.id, id)).for('update');
  if (!row) throw errors.notFound();
  if (row.verifiedAt) throw errors.conflict('CERTIFICATION_VERIFIED', 'A verified certification keeps the scan it was verified with; add a new certification instead.');
  if (media && !rowsOf(await tx.execute(sql`SELECT id FROM media WHERE id = ${media}::uuid`)).length) {
    throw errors.validation([{ path: 'media', message: 'No such file in the media library' }]);
  }
  const [out] = await tx.update(diveCertifications).set({ media }).where(eq(diveCertifications.id, id)).returning();
  return out;
}
