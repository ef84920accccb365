// The specials engine: rules, discount modes and their combination on top of the price engine's
// lines (docs/decisions/specials.md). Pure: no database, no clock.
export { applySpecials } from './apply-specials';
export { compare, CRITERION_LEVEL, weekday } from './criteria';
export { inForce } from './select';
export type * from './types';
