// A living demo that could not be made (db/seed/index.ts): kept in the admin-only `system` settings
// group, so the admin's dashboard can say that today's demo business is missing and why. A later
// start that seeds it removes the note.
import type { Db } from '../../db/client';
import { readGroup, writeGroup } from './store';
import type { TDemoFailure } from '../../../lib/contract/dashboard';

const KEY = 'demoSeedFailure';

export async function recordDemoFailure(db: Db, failure: TDemoFailure): Promise<void> {
  await writeGroup(db, 'system', { [KEY]: failure }, null);
}

export async function clearDemoFailure(db: Db): Promise<void> {
  await writeGroup(db, 'system', { [KEY]: null }, null);
}

export async function demoFailure(db: Db): Promise<TDemoFailure | null> {
  const v = (await readGroup(db, 'system'))[KEY] as TDemoFailure | undefined;
  return v && typeof v.day === 'string' ? v : null;
}
