// Every generic list/edit screen of the back office (issue 3), by id and by route.
import { ASSET_SCREENS } from './assets';
import { CONFIG_SCREENS } from './config';
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
