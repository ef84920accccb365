// The registry of generic resources (api-calls 7.1): one declaration per base path, grouped by
// area. The upstream mounts a router per entry; the web side builds its list and form screens
// from the same entries (fields, scopes, searchable/sortable/filterable fields).
import type { TResource } from './define';
import { GEO_RESOURCES } from './geo';

export type { TFieldSpec, TFieldType, TResource, TResourceAction, TAssetLimit } from './define';
export { ZI18nText } from './define';

export const RESOURCES: readonly TResource[] = [
  ...GEO_RESOURCES,
];

const BY_NAME = new Map(RESOURCES.map((r) => [r.name, r]));
const BY_BASE = new Map(RESOURCES.map((r) => [r.base, r]));

export function resourceByName(name: string): TResource | undefined {
  return BY_NAME.get(name);
}

/** The resource of a base path such as '/api/rooms' (with or without the '/api' prefix). */
export function resourceByBase(base: string): TResource | undefined {
  return BY_BASE.get(base.startsWith('/api/') ? base : `/api/${base.replace(/^\//, '')}`);
}
