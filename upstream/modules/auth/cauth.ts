// Jumping between two connected systems (api-calls "a jump call, GET or POST /api/cauth/jump/
// {system}", the /jump and /jumpto screens; docs/decisions/auth.md "Jump between systems"). Both
// sides are system connections (/plugins) holding the same `jumpSecret` (sealed) and the name each
// gives the other (`jumpAs`, default "tourbook"). The side the user leaves signs a one-minute
// assertion "this is your user <id>" with the secret (HMAC-SHA256) and hands it to the other side
// server to server; the other side checks the signature, the time, its own name and that the
// assertion was never used before (its id is spent in the shared rate-limit store, so a replay on
// any instance fails), and answers a login token for that user of its own. The browser then goes to
// the other side's /jumpto/{token}.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { systemConnections, userLinks, users } from '../../db/schema';
import { limiterFor } from '../../http/rate-limits';
import { openSecret } from '../../secrets/secret-box';
import { issueToken, type TIssuedToken } from './tokens';

export const JUMP_SECONDS = 60;
const DEFAULT_NAME = 'tourbook';
type TAssertion = { sub: string; iss: string; aud: string; exp: number; jti: string };
export type TJumpSetup = { url: string; secret: string; name: string };

const b64 = (v: Buffer | string) => Buffer.from(v).toString('base64url');
const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest();

/** The active connection of `system` that is set up for jumps (an address and a jumpSecret), or null. */
export async function jumpSetup(db: Db, system: string): Promise<TJumpSetup | null> {
  const [c] = await db.select().from(systemConnections).where(and(eq(systemConnections.system, system), eq(systemConnections.isActive, true))).limit(1);
  const settings = (c?.settings ?? {}) as Record<string, unknown>;
  if (!c || typeof settings.jumpSecret !== 'string' || !settings.jumpSecret) return null;
  const name = typeof settings.jumpAs === 'string' && settings.jumpAs ? settings.jumpAs : DEFAULT_NAME;
  return { url: (c.url ?? '').replace(/\/+$/, ''), secret: openSecret(settings.jumpSecret), name };
}

/** The caller's id in the other system (their user link), or null. */
export async function linkedId(db: Db, userId: string, system: string): Promise<string | null> {
  const [l] = await db.select({ id: userLinks.externalId }).from(userLinks).where(and(eq(userLinks.userId, userId), eq(userLinks.system, system)));
  return l?.id ?? null;
}

/** A one-minute assertion for `system` that the user is its user `sub`, signed with the shared secret. */
export function signJump(setup: TJumpSetup, system: string, sub: string, nowMs: number): string {
  const body = b64(JSON.stringify({ sub, iss: setup.name, aud: system, exp: Math.floor(nowMs / 1000) + JUMP_SECONDS, jti: randomUUID() } satisfies TAssertion));
  return `${body}.${b64(mac(setup.secret, body))}`;
}

export class JumpRefused extends Error {}

/** Checks an assertion sent by `system` and answers a login token of our user it names. */
export async function acceptJump(db: Db, system: string, assertion: string, nowMs: number): Promise<TIssuedToken> {
  const setup = await jumpSetup(db, system);
  if (!setup) throw new JumpRefused(`No jump is set up with ${system}`);
  const [body, sig] = assertion.split('.');
  const expected = body ? mac(setup.secret, body) : Buffer.alloc(0);
  const given = Buffer.from(sig ?? '', 'base64url');
  if (!body || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new JumpRefused('The jump is not signed with the shared secret');
  let a: TAssertion;
  try { a = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TAssertion; } catch { throw new JumpRefused('The jump cannot be read'); }
  if (a.iss !== system || a.aud !== setup.name) throw new JumpRefused('The jump names another system');
  if (typeof a.exp !== 'number' || a.exp * 1000 < nowMs || a.exp * 1000 > nowMs + 2 * JUMP_SECONDS * 1000) throw new JumpRefused('The jump has expired');
  const spent = await limiterFor(db, { keyPrefix: 'cauth_jump', points: 1, durationSeconds: 2 * JUMP_SECONDS });
  try { await spent.consume(String(a.jti)); } catch (err) {
    if (err instanceof RateLimiterRes) throw new JumpRefused('The jump was used before');
    throw err;
  }
  const [u] = /^[0-9a-f-]{36}$/i.test(String(a.sub)) ? await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.id, a.sub)) : [];
  if (!u || u.status !== 'active') throw new JumpRefused('No active user of ours is named by the jump');
  return issueToken(db, u.id);
}
