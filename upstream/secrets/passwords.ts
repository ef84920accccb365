// Password hashing: argon2id everywhere. Production uses OWASP's recommended argon2id
// configuration (19 MiB, 2 passes, 1 lane); UPSTREAM_TEST=1 lowers only the cost, never the
// algorithm, so API tests stay fast. A hash made with other parameters is upgraded at the
// next successful login (needsRehash).
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { upstreamEnv } from '../env';

const PARAMS = upstreamEnv.UPSTREAM_TEST === '1'
  ? { memoryCost: 1024, timeCost: 1, parallelism: 1 }
  : { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...PARAMS });
}

/** False for a wrong password and for a malformed stored hash (never throws on bad input). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export function passwordNeedsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, PARAMS);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | null = null;

/** Verifies against a throw-away hash so an unknown account costs the same time as a wrong
 *  password (no account enumeration by timing). */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
}

const cachedHashes = new Map<string, Promise<string>>();

/** One hash per process for a fixed password (the seed's demo accounts share one). */
export function cachedPasswordHash(password: string): Promise<string> {
  let h = cachedHashes.get(password);
  if (!h) {
    h = hashPassword(password);
    cachedHashes.set(password, h);
  }
  return h;
}
