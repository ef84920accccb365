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

/** The demo's company data (/config/company): what an invoice must name of its issuer (issue 33
 *  item 6: an invoice without it is refused) and what a transfer and an e-invoice need. The VAT
 *  id and IBAN are the well-known documentation examples, not real accounts. */
export const DEMO_COMPANY = {
  name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE',
  email: 'office@tauchbasis-nord.example.com', phone: '+49 381 123456', website: 'https://www.tauchbasis-nord.example.com',
  vatId: 'DE123456789', taxNumber: '079/123/45678', register: 'Amtsgericht Rostock HRB 12345', managingDirectors: 'Jana Krüger',
  bankName: 'Ostseebank', accountHolder: 'Tauchbasis Nord GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX',
} as const;

export async function seedDemoCompany(db: Db): Promise<void> {
  await seedGroupDefaults(db, 'company', DEMO_COMPANY);
}
