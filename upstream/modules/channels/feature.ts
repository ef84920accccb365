// A call of a part that is switched off answers 404, as if it were not there (settings, modules).
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { readModules } from '../settings/store';

export async function assertFeature(db: Db, ...any: ('ota' | 'assetMaster' | 'vessel')[]): Promise<void> {
  const m = await readModules(db);
  if (!any.some((f) => m[f] === true)) throw errors.notFound(`Switched off (feature ${any.join(' or ')}).`);
}
