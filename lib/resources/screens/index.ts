// Every generic list/edit screen of the back office (issue 3), by id and by route.
import { GEO_SCREENS } from './geo';
import type { TScreen } from './types';

export * from './types';

export const SCREENS: readonly TScreen[] = [
  ...GEO_SCREENS,
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
