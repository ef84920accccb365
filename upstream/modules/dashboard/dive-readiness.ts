// The dashboard's dive panel (issue 22): tomorrow's divers with readiness problems, for staff who
// may read dive plans while the diveLog feature is on; null otherwise (the panel is not shown).
import { hasAnyScope } from '../../../lib/access/scopes';
import type { TReadinessDay } from '../../../lib/contract/dive-more';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { readinessOfDay } from '../dive/readiness-day';
import { readModules } from '../settings/store';

export async function diveReadinessPanel(db: Db, p: TPrincipal, tomorrow: string): Promise<TReadinessDay | null> {
  if (!hasAnyScope(p.scopes, ['diveplan.read', 'divelog.read'])) return null;
  if (!(await readModules(db)).diveLog) return null;
  return readinessOfDay(db, p, tomorrow);
}
