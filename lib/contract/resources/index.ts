// The registry of generic resources (api-calls 7.1): one declaration per base path, grouped by
// area. The upstream mounts a router per entry; the web side builds its list and form screens
// from the same entries (fields, scopes, searchable/sortable/filterable fields).
import type { TResource } from './define';
import { ASSET_RESOURCES } from './assets';
import { BOOKING_CONFIG_RESOURCES } from './booking-config';
import { BOOKING_RESOURCES } from './bookings';
import { DIVE_RESOURCES } from './dive';
import { FINANCE_RESOURCES } from './finance';
import { FORM_RESOURCES } from './forms';
import { GEO_RESOURCES } from './geo';
import { MAIL_RESOURCES } from './mail';
import { MEDIA_RESOURCES } from './media';
import { PARTY_RESOURCES } from './parties';
import { PRICE_RESOURCES } from './price';
import { PRODUCT_RESOURCES } from './products';
import { ROOM_RESOURCES } from './rooms';
import { STAFF_RESOURCES } from './staff';
import { TOUR_RESOURCES } from './tours';

export type { TFieldSpec, TFieldType, TResource, TResourceAction, TAssetLimit } from './define';
export { ZI18nText } from './define';

export const RESOURCES: readonly TResource[] = [
  ...GEO_RESOURCES,
  ...ASSET_RESOURCES,
  ...ROOM_RESOURCES,
  ...TOUR_RESOURCES,
  ...PARTY_RESOURCES,
  ...BOOKING_CONFIG_RESOURCES,
  ...BOOKING_RESOURCES,
  ...PRICE_RESOURCES,
  ...PRODUCT_RESOURCES,
  ...DIVE_RESOURCES,
  ...MAIL_RESOURCES,
  ...MEDIA_RESOURCES,
  ...FINANCE_RESOURCES,
  ...FORM_RESOURCES,
  ...STAFF_RESOURCES,
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
