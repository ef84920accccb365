// Spec section 2, "Price group (price.update; features resort or vessel)".
import { defineGroup } from '../route-types';

const SPECIALS_READ = ['specials.read', 'price.update'];

export const priceRoutes = defineGroup({ menu: 'price', scopes: ['price.update'], features: ['resort', 'vessel'] }, [
  ['/price', 'priceList'],
  ['/pricevariant', 'priceVariant'],
  ['/supplements', 'supplements'],
  ['/price/new', 'priceNew', { hidden: true, createFor: '/price' }],
  ['/price/:id', 'price', { hidden: true }],
  ['/commission', 'commission', { scopes: ['bookings.update'] }],
  ['/terms', 'terms', { scopes: ['bookings.update'] }],
  // "scope user": any logged-in user; offered in the menu only to roles that may read specials
  // (the resource's read scopes), so no role is sent to a list it may not load.
  ['/specials/list', 'specialsList', { scopes: ['user'], menuScopes: SPECIALS_READ }],
  ['/specials/group', 'specialsGroup', { scopes: ['user'], menuScopes: SPECIALS_READ }],
  ['/specials/create', 'specialsCreate', { scopes: ['user'], hidden: true, createFor: '/specials/list' }],
  ['/specials/:id', 'special', { scopes: ['user'], hidden: true }],
]);
