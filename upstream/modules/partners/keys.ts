// Partner API keys (issue 37 item 4, docs/decisions/partner-api.md): made by an admin, shown once,
// stored as the SHA-256 digest of the calendar links and login tokens (secrets/tokens.ts), with
// the first characters kept so a list can tell keys apart. A key acts as a principal of its own:
// its scopes, and its agency's limits like an agency user (bookings of that agency only). It is
// accepted on the partner API only (partner-auth.ts), never on the staff API.
import { and, eq, isNull } from 'drizzle-orm';
import { now } from '../../clock';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { digestToken, newLinkToken } from '../../secrets/tokens';

/** Every key starts with this, so a leaked one is recognised in logs and by secret scanners. */
export const KEY_PREFIX = 'tbk_';
/** Characters of the key kept in clear for lists (the marker and 8 random characters). */
const SHOWN = KEY_PREFIX.length + 8;

/** The scopes a key may hold: what a partner does through the partner API (docs/decisions/partner-api.md). */
export const KEY_SCOPES = ['tours.read', 'schedules.read', 'bookings.read', 'bookings.create', 'bookings.update', 'agencies.self'] as const;

export type TApiKeyRow = typeof apiKeys.$inferSelect;

export function newApiKey(): { key: string; prefix: string; digest: string } {
  const key = `${KEY_PREFIX}${newLinkToken()}`;
  return { key, prefix: key.slice(0, SHOWN), digest: digestToken(key) };
}

/** The key in force for a presented secret, or null (unknown, revoked or not a key at all). */
export async function keyInForce(db: Db, presented: string): Promise<TApiKeyRow | null> {
  if (!presented.startsWith(KEY_PREFIX) || presented.length > 100) return null;
  const [row] = await db.select().from(apiKeys).where(and(eq(apiKeys.tokenHash, digestToken(presented)), isNull(apiKeys.revokedAt))).limit(1);
  return row ?? null;
}

export async function markUsed(db: Db, id: string): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: now() }).where(eq(apiKeys.id, id));
}

/** The caller a key stands for. Its versions and comments name the key ("API key <name>");
 *  the user id is the admin who made the key (booking versions keep a user id). */
export function keyPrincipal(row: TApiKeyRow): TPrincipal {
  return {
    userId: row.createdBy ?? '00000000-0000-0000-0000-000000000000', tokenId: `api-key:${row.id}`, email: '', name: `API key ${row.name}`,
    userType: row.agencyId ? 'agency' : 'partner', scopes: [...row.scopes], assets: [], agencyId: row.agencyId, customerId: null,
    language: 'en', isCrmUser: false,
  };
}

export function keyView(row: TApiKeyRow) {
  return {
    id: row.id, name: row.name, prefix: row.prefix, scopes: row.scopes, agency: row.agencyId, rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null, revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
