// Spec section 2, "Price group (price.update; features resort or vessel)".
import { defineGroup } from '../route-types';

export const priceRoutes = defineGroup({ menu: 'price', scopes: ['price.update'], features: ['resort', 'vessel'] }, [
  ['/price', 'priceList'],
  ['/pricevariant', 'priceVariant'],
  ['/supplements', 'supplements'],
  ['/price/new', 'priceNew', { hidden: true, createFor: '/price' }],
  ['/price/:id', 'price', { hidden: true }],
  ['/commission', 'commission', { scopes: ['bookings.update'] }],
  ['/terms', 'terms', { scopes: ['bookings.update'] }],
  // "scope user": any logged-in user.
  ['/specials/list', 'specialsList', { scopes: ['user'] }],
  ['/specials/group', 'specialsGroup', { scopes: ['user'] }],
  ['/specials/create', 'specialsCreate', { scopes: ['user'], hidden: true, createFor: '/specials/list' }],
  ['/specials/:id', 'special', { scopes: ['user'], hidden: true }],
]);
