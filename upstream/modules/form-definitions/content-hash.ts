// SHA-256 over canonical JSON (object keys sorted, no spaces): the same content always gives the
// same hash, whatever order its keys were stored in (jsonb keeps its own order).
import { createHash, createHmac } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

export const sha256OfJson = (value: unknown): string => createHash('sha256').update(JSON.stringify(canonical(value))).digest('hex');

/** HMAC-SHA256 with `key` over the same canonical JSON. */
export const hmacOfJson = (key: Buffer, value: unknown): string => createHmac('sha256', key).update(JSON.stringify(canonical(value))).digest('hex');
