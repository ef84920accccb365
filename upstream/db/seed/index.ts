// Seeds reference data (always) and demo data (embedded default, or when asked). The demo is the
// written records (resources, booking rooms, accounts) plus, when `living`, a business relative
// to the day it is seeded (living/): only into a database that has no bookings yet; a database
// that already has its living demo keeps it (DEMO_RESEED=1 starts the data folder afresh, open.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedReference } from './reference';
import { seedDemoCompany, seedSettings } from './settings';
import { seedDemoUsers } from './demo-users';
import { seedResources } from './resources';
import { seedBookingRooms } from './booking-rooms';
import { DemoSeedError, livingDemoDay, seedLivingDemo } from './living/apply';
import { clearDemoFailure, demoFailure, recordDemoFailure } from '../../modules/settings/demo-failure';
import { seedMediaData } from './media-data';
import { rowsOf } from '../rows';

export type TSeedOptions = {
  demo: boolean;
  /** Also the living business around today (the embedded default; tests name their own data). */
  living?: boolean;
  /** The living demo's PRNG seed (DEMO_SEED). */
  livingSeed?: number;
  log?: (line: string) => void;
  /** Where a failed demo's one line goes (default console.error). */
  error?: (line: string) => void;
};

export async function seed(db: Db, opts: TSeedOptions): Promise<void> {
  await seedReference(db);
  await seedSettings(db);
  if (!opts.demo) return;
  // New, or one whose demo could not be made before (rolled back: only the written demo's bookings).
  const fresh = opts.living ? (await hasNoBookings(db)) || (await demoFailure(db)) !== null : false;
  await seedResources(db);
  await seedDemoCompany(db);
  await seedBookingRooms(db);
  await seedMediaData(db);
  await seedDemoUsers(db);
  if (!opts.living) return;
  const log = opts.log ?? (() => {});
  const day = await livingDemoDay(db);
  if (day) return log(`[seed] keeping the demo business seeded for ${day} (DEMO_RESEED=1 seeds today's afresh)`);
  if (!fresh) return log('[seed] this database already has bookings: no demo business added (DEMO_RESEED=1 starts the data folder afresh)');
  const started = performance.now();
  const cpu = process.cpuUsage();
  let r;
  try {
    r = await seedLivingDemo(db, opts.livingSeed ?? 1);
  } catch (err) {
    // A fault in the demo never stops the start: its transaction rolled back, the business starts
    // without it, one line says which step failed, and the admin's dashboard says so too.
    if (!(err instanceof DemoSeedError)) throw err;
    (opts.error ?? console.error)(err.made
      ? `[seed] the demo business for ${err.day} was made without its loyalty points: ${err.message}`
      : `[seed] the demo business could not be made for ${err.day}: ${err.message} (the application starts without it)`);
    await recordDemoFailure(db, { day: err.day, step: err.step, message: err.reason, ...(err.made ? { made: true } : {}) });
    return;
  }
  await clearDemoFailure(db);
  // Wall time and this process's CPU time: on a loaded machine the two differ a lot.
  const used = process.cpuUsage(cpu);
  const leftOut = [...(r.skipped ? [`${r.skipped} bookings`] : []), ...r.leftOut];
  log(`[seed] demo business for ${r.day}: ${r.bookings} bookings, ${r.loyaltyEntries} loyalty entries in ${Math.round(performance.now() - started)} ms (${Math.round((used.user + used.system) / 1000)} ms CPU)${leftOut.length ? `, left out: ${leftOut.join(', ')}` : ''}`);
}

async function hasNoBookings(db: Db): Promise<boolean> {
  const res = await db.execute(sql`SELECT NOT EXISTS (SELECT 1 FROM bookings) AS empty`);
  return rowsOf<{ empty: boolean }>(res)[0].empty === true;
}
