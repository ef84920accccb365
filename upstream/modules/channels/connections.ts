// Connections to channels are system_connections rows (/plugins: system, url, settings,
// isActive). Their secrets (every settings key ending in apiKey, secret, token or password) are
// sealed on the way in by the one hook below (upstream/secrets/secret-box.ts), shown as a mask in
// every answer and opened only by the module that uses them; sending the mask (or '') back keeps
// the stored value. Channex's settings: apiKey (sealed), propertyId, and one `roomType:<Channex room type
// id>` = <our room type id> per room type sold on the channel.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemConnections } from '../../db/schema';
import { openSecret, sealSecret } from '../../secrets/secret-box';
import type { TDomainRegistration } from '../resources/binding';
import type { TChannelAdapter } from './adapter';
import { CHANNEX, channexAdapter } from './channex';

export const SECRET_MASK = '********';
const SECRET_KEY = /(apikey|secret|token|password)$/i;
type TSettings = Record<string, string | number | boolean>;

/** Settings as given, their secrets sealed; the mask or '' keeps a stored secret. */
export function sealSettings(given: unknown, stored: unknown): TSettings | undefined {
  if (!given || typeof given !== 'object') return undefined;
  const before = (stored && typeof stored === 'object' ? stored : {}) as TSettings;
  const out: TSettings = {};
  for (const [k, v] of Object.entries(given as TSettings)) {
    if (!SECRET_KEY.test(k) || typeof v !== 'string') out[k] = v;
    else if (v === '' || v === SECRET_MASK) { if (typeof before[k] === 'string') out[k] = before[k]; }
    else out[k] = sealSecret(v);
  }
  return out;
}

function redactSettings(settings: unknown): unknown {
  if (!settings || typeof settings !== 'object') return settings;
  return Object.fromEntries(Object.entries(settings as TSettings).map(([k, v]) => [k, SECRET_KEY.test(k) && typeof v === 'string' && v !== '' ? SECRET_MASK : v]));
}

/** The one sealing hook of system connections (one module owns a resource's hook): every
 *  connection's secrets, the channels' and the accounting system's alike. */
export const channelsRegistration: TDomainRegistration = {
  module: 'channels',
  resources: {
    systemconnection: {
      hooks: {
        beforeCreate: (v) => (v.settings === undefined ? v : { ...v, settings: sealSettings(v.settings, {}) }),
        beforeUpdate: (v, row) => (v.settings === undefined ? v : { ...v, settings: sealSettings(v.settings, (row as { settings?: unknown }).settings) }),
        redact: (r) => ({ ...r, settings: redactSettings(r.settings) }),
      },
    },
  },
};

export type TConnection = typeof systemConnections.$inferSelect;

/** Our room type for each of the channel's room types (settings `roomType:<channel id>`). */
export function roomTypeMap(c: TConnection): Map<string, string> {
  const s = (c.settings ?? {}) as TSettings;
  return new Map(Object.entries(s).filter(([k, v]) => k.startsWith('roomType:') && typeof v === 'string' && v).map(([k, v]) => [k.slice('roomType:'.length), String(v)]));
}

/** The systems this module has an adapter for. */
export const CHANNEL_SYSTEMS = [CHANNEX] as const;

export async function activeConnections(db: Db): Promise<TConnection[]> {
  const rows = await db.select().from(systemConnections).where(eq(systemConnections.isActive, true));
  return rows.filter((r) => (CHANNEL_SYSTEMS as readonly string[]).includes(r.system));
}

export async function connectionById(db: Db, id: string): Promise<TConnection | null> {
  const [row] = await db.select().from(systemConnections).where(and(eq(systemConnections.id, id), eq(systemConnections.isActive, true)));
  return row ?? null;
}

/** The adapter of a connection, its key opened; a connection that cannot work says why. */
export function adapterOf(c: TConnection): TChannelAdapter {
  const s = (c.settings ?? {}) as TSettings;
  if (c.system !== CHANNEX) throw new Error(`No channel adapter for system ${c.system}.`);
  if (!c.url) throw new Error(`Connection ${c.name} has no URL.`);
  if (typeof s.apiKey !== 'string' || !s.apiKey) throw new Error(`Connection ${c.name} has no API key (settings apiKey).`);
  if (typeof s.propertyId !== 'string' || !s.propertyId) throw new Error(`Connection ${c.name} has no propertyId.`);
  let apiKey: string;
  // Only a sealed key is taken: one written around the hook, in the clear, is refused.
  try { apiKey = openSecret(s.apiKey); } catch { throw new Error(`Connection ${c.name}: the API key cannot be opened (not sealed, or sealed with another server's key); enter it again.`); }
  return channexAdapter({ baseUrl: c.url, apiKey, propertyId: s.propertyId });
}
