// The time zone of a resort or vessel (its `timezone`), else the operator's (general.timezone): the
// zone in which a dive's day, a roll call's clock time and similar local dates of an asset are read.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { readGeneral } from './store';

function validZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export async function assetTimeZone(tx: Db, asset: { resort: string | null; vessel: string | null }): Promise<string> {
  const general = (await readGeneral(tx)).timezone;
  if (!asset.resort && !asset.vessel) return general;
  const q = asset.resort ? sql`SELECT timezone FROM resorts WHERE id = ${asset.resort}` : sql`SELECT timezone FROM vessels WHERE id = ${asset.vessel}`;
  const tz = rowsOf<{ timezone: string | null }>(await tx.execute(q))[0]?.timezone;
  return tz && validZone(tz) ? tz : general;
}
