// Stable ids for the demo records of the generic resources: the same key always gives the same
// uuid, so seeds can point at each other and re-running a seed inserts nothing twice.
import { createHash } from 'node:crypto';
import {
  DEMO_AGENCY_ID, DEMO_CLUB_CUSTOMER_ID, DEMO_CUSTOMER_ID, DEMO_RESORT_ID, DEMO_VESSEL_ID,
} from './demo-ids';

const FIXED: Record<string, string> = {
  'resort:coral': DEMO_RESORT_ID,
  'vessel:horizon': DEMO_VESSEL_ID,
  'agencies:nord': DEMO_AGENCY_ID,
  'customers:anna': DEMO_CUSTOMER_ID,
  'customers:lukas': DEMO_CLUB_CUSTOMER_ID,
};

/** 'rooms:101' → a uuid (version 5 layout from a sha1 of the key). */
export function sid(key: string): string {
  if (FIXED[key]) return FIXED[key];
  const h = createHash('sha1').update(`tourbook-demo:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A seed row: `key` names the record (its id is sid(`${resource}:${key}`)); the rest are fields. */
export type TSeedRow = { key: string } & Record<string, unknown>;
export type TSeedRows = Record<string, TSeedRow[]>;
