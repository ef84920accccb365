// The Xero connection is the system_connections row with system 'xero' (the /plugins resource),
// a Xero custom connection: settings clientId, clientSecret, and salesAccount and bankAccount,
// Xero's account codes the documents are booked to (default 200 and 090, Xero's demo chart).
// The client secret is sealed on the way in and masked in every answer by the one sealing hook of
// system connections (channels/connections.ts: every settings key ending in secret, token,
// password or apiKey; one module owns a resource's hook); it is opened only here. The client id
// is kept as typed: it names the app, and without the secret it opens nothing.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemConnections } from '../../db/schema';
import { openSecret } from '../../secrets/secret-box';
import type { TXeroConfig } from './xero';

export const XERO = 'xero';

type TSettings = Record<string, string | number | boolean>;

export type TXeroConnection = { id: string; name: string; config: TXeroConfig | null; problem: string | null };

/** The active Xero connection (the newest when several), with its secrets opened; null: none. */
export async function xeroConnection(db: Db): Promise<TXeroConnection | null> {
  const [row] = await db.select().from(systemConnections)
    .where(and(eq(systemConnections.system, XERO), eq(systemConnections.isActive, true))).orderBy(desc(systemConnections.createdAt)).limit(1);
  if (!row) return null;
  const s = (row.settings ?? {}) as TSettings;
  const clientId = typeof s.clientId === 'string' && s.clientId ? s.clientId : null;
  let clientSecret: string | null = null;
  // Only a sealed secret is taken: one stored in the clear (written around the hook) is refused.
  try { clientSecret = typeof s.clientSecret === 'string' && s.clientSecret ? openSecret(s.clientSecret) : null; } catch { clientSecret = null; }
  const config = clientId && clientSecret
    ? { clientId, clientSecret, salesAccount: String(s.salesAccount || '200'), bankAccount: String(s.bankAccount || '090') }
    : null;
  return { id: row.id, name: row.name, config, problem: config ? null : 'The connection has no client id and secret (or they cannot be opened with this server\'s key).' };
}
