// Which kinds of house the public booking pages offer: the route table's feature check for
// /book (resort or vessel) with the features the bootstrap reports (a guest has no session, so
// the proxy cannot check them; the page does), and each page's own kinds filtered by them.
import type { TFeatureFlag } from '../contract/auth';
import { forbiddenCause } from '../access/guard';
import { matchRoute } from '../access/match-route';
import type { TBookKind } from './query';

/** Features switched on, from bootstrap's { resort: true, vessel: false, ... }. */
export function enabledFeatures(record: Partial<Record<TFeatureFlag, boolean>> | null | undefined): TFeatureFlag[] {
  return Object.entries(record ?? {}).filter(([, on]) => on === true).map(([f]) => f as TFeatureFlag);
}

/** Whether a guest with these features passes the route table's check for the path. */
export function routeAllowsGuest(path: string, features: readonly TFeatureFlag[]): boolean {
  const { route } = matchRoute(path);
  return forbiddenCause(route, { scopes: [], features, viewsOff: [], isGuest: true, isCrmUser: false, email: '' }) === null;
}

const FEATURE_OF: Record<TBookKind, TFeatureFlag> = { resort: 'resort', vessel: 'vessel' };

/** The kinds a page offers (its own list) that the features leave switched on. */
export function offeredKinds(pageKinds: readonly TBookKind[], features: readonly TFeatureFlag[]): TBookKind[] {
  return pageKinds.filter((k) => features.includes(FEATURE_OF[k]));
}
