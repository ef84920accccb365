// Seeds reference data (always) and demo data (embedded default, or when asked).
import type { Db } from '../client';
import { seedReference } from './reference';
import { seedSettings } from './settings';
import { seedDemoUsers } from './demo-users';
import { seedResources } from './resources';
import { seedBookingRooms } from './booking-rooms';
import { seedMediaData } from './media-data';

export type TSeedOptions = { demo: boolean };

export async function seed(db: Db, opts: TSeedOptions): Promise<void> {
  await seedReference(db);
  await seedSettings(db);
  if (opts.demo) {
    await seedResources(db);
    await seedBookingRooms(db);
    await seedMediaData(db);
    await seedDemoUsers(db);
  }
}
