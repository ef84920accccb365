// Every generic list/edit screen of the back office (issue 3), by id and by route.
//
// Decisions where the spec names a resource but no route of its own (spec section 2):
// - booking sources and categories: tabs of /config/booking (booking settings, bookings.update);
// - text blocks and their groups: tabs of /config/mailtemplates (they are used in mails);
// - suppliers: a tab of /product/category (product master data);
// - media folders: a tab of /media/list; system connections: /plugins;
// - stock movements (inventory): /product/stock.
// Routes whose table entry has an ':id' (or a create route) get their own form pages; all other
// lists edit a record in a dialog (?edit=<id>, ?edit=new). Prices, specials, bookings, customers
// and other screens with behaviour of their own are left to their issues.
import { ASSET_SCREENS } from './assets';
import { CONFIG_SCREENS } from './config';
import { CUSTOMER_SCREENS } from './customers';
import { DIVE_SCREENS } from './dive';
import { GEO_SCREENS } from './geo';
import { OTHER_SCREENS } from './other';
import { PRICE_SCREENS } from './price';
import { PRODUCT_SCREENS } from './products';
import { ROOM_SCREENS } from './rooms';
import type { TScreen } from './types';

export * from './types';

export const SCREENS: readonly TScreen[] = [
  ...GEO_SCREENS,
  ...ROOM_SCREENS,
  ...ASSET_SCREENS,
  ...PRICE_SCREENS,
  ...CONFIG_SCREENS,
  ...DIVE_SCREENS,
  ...PRODUCT_SCREENS,
  ...OTHER_SCREENS,
  ...CUSTOMER_SCREENS,
];

const BY_ID = new Map(SCREENS.map((s) => [s.id, s]));

export function screenById(id: string): TScreen {
  const s = BY_ID.get(id);
  if (!s) throw new Error(`Unknown screen ${id}`);
  return s;
}

/** The screens shown on one route (several when the route shows tabs). */
export function screensOfPath(path: string): TScreen[] {
  return SCREENS.filter((s) => s.path === path);
}
