// Which print list a template names: 'cabins' (guests per cabin with their booking),
// 'manifest' (passenger manifest columns) or the id of a vessel list of the departure's vessel.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownValue } from '../../../lib/validation/own-key';
import { errors } from '../../http/errors';
import { isUuid, rowsOf, type TScheduleRow } from './access';
import { GUEST_COLUMNS, type TGuestColumn } from './print-list';

const BUILT_IN: Record<string, { title: string; columns: TGuestColumn[] }> = {
  cabins: { title: 'Guests per cabin', columns: ['name', 'gender', 'booking'] },
  manifest: { title: 'Passenger manifest', columns: ['name', 'gender', 'birthday', 'nationality'] },
};

export async function printTemplate(db: Db, s: TScheduleRow, template: string): Promise<{ title: string; columns: TGuestColumn[] }> {
  const builtIn = ownValue(BUILT_IN, template);
  if (builtIn) return builtIn;
  const [list] = isUuid(template) ? rowsOf<{ name: string; columns: string[] | null }>(await db.execute(sql`
    SELECT name, columns FROM vessel_lists WHERE id = ${template} AND vessel = ${s.vessel} AND is_active`)) : [];
  if (!list) throw errors.notFound('Print template not found');
  const columns = (list.columns ?? []).filter((c): c is TGuestColumn => (GUEST_COLUMNS as readonly string[]).includes(c));
  if (columns.length === 0) return { title: list.name, columns: BUILT_IN.cabins.columns };
  return { title: list.name, columns: columns.includes('name') ? columns : ['name', ...columns] };
}
