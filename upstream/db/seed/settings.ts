// Settings defaults, always seeded as rows (spec sections 3 and 9): general, modules (feature
// and view flags), exchange rates and the system group with the named modules admins.
// Keys that exist are left alone, so a second run changes nothing and an admin's values stay.
import { EXCHANGE_RATES_DEFAULTS, GENERAL_DEFAULTS, MODULES_DEFAULTS, SYSTEM_DEFAULTS } from '../../../lib/contract/settings';
import type { Db } from '../client';
import { seedGroupDefaults } from '../../modules/settings/store';

export async function seedSettings(db: Db): Promise<void> {
  await seedGroupDefaults(db, 'general', GENERAL_DEFAULTS);
  await seedGroupDefaults(db, 'modules', MODULES_DEFAULTS);
  await seedGroupDefaults(db, 'exchangeRates', EXCHANGE_RATES_DEFAULTS);
  await seedGroupDefaults(db, 'system', SYSTEM_DEFAULTS);
}
