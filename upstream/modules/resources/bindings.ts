// One line per generic resource: its declaration (lib/contract/resources) bound to its table.
// Resources with rules of their own (users, user roles) pass hooks (see users-binding.ts).
import * as C from '../../../lib/contract/resources/geo';
import { airports, countries } from '../../db/schema';
import * as T from '../../db/schema/resources';
import { bind, type TBinding } from './binding';

export const BINDINGS: TBinding[] = [
  // Geo
  bind(C.destination, T.destinations),
  bind(C.port, T.ports),
  bind(C.airport, airports),
  bind(C.airline, T.airlines),
  bind(C.country, countries),
];
