// A payment provider record with its secrets opened, for the adapters only.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentProviders } from '../../db/schema';
import { openSecret } from '../../secrets/secret-box';
import { ONLINE_PROVIDER_KINDS } from './providers/registry';
import type { TProviderConfig } from './providers/types';

type TRow = typeof paymentProviders.$inferSelect;

function configOf(row: TRow): TProviderConfig {
  const open = (v: string | null | undefined) => (v ? openSecret(v) : null);
  return {
    id: row.id, name: row.name, provider: row.provider, secretKey: open(row.secretKey), webhookSecret: open(row.webhookSecret),
    settings: (row.settings ?? {}) as Record<string, unknown>,
  };
}

/** An active provider by id (the webhook's {provider}). */
export async function providerById(db: Db, id: string): Promise<TProviderConfig | null> {
  const [row] = await db.select().from(paymentProviders).where(and(eq(paymentProviders.id, id), eq(paymentProviders.isActive, true)));
  return row ? configOf(row) : null;
}

/** The asset of a booking, for accounts that differ per asset. */
export type TBookingAsset = { resort: string | null; vessel: string | null };

/** Does a provider account take bookings of this asset: one of the asset's own, or an operator-wide
 *  one (neither resort nor vessel) when the asset has none of its own. */
function servesAsset(r: TRow, a: TBookingAsset): boolean {
  return (r.resort !== null && r.resort === a.resort) || (r.vessel !== null && r.vessel === a.vessel);
}

/** The provider a guest pays with: among the active ones with an online checkout for the
 *  currency, those of the booking's asset if it has its own account, else the operator-wide ones;
 *  of those the one asked for, else the default, else the first. */
export async function providerForCheckout(db: Db, currency: string, asset: TBookingAsset, wanted?: string): Promise<TProviderConfig | null> {
  const rows = await db.select().from(paymentProviders).where(eq(paymentProviders.isActive, true))
    .orderBy(desc(paymentProviders.isDefault), asc(paymentProviders.sort));
  const online = rows.filter((r) => ONLINE_PROVIDER_KINDS.includes(r.provider) && (r.currencies ?? []).includes(currency) && r.secretKey);
  const own = online.filter((r) => servesAsset(r, asset));
  const usable = own.length ? own : online.filter((r) => r.resort === null && r.vessel === null);
  const row = wanted ? usable.find((r) => r.id === wanted) : usable[0];
  return row ? configOf(row) : null;
}
