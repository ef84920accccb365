// Settings groups: defaults (lib/contract/settings.ts) overridden key by key by stored rows.
import { and, eq, inArray, max } from 'drizzle-orm';
import {
  EXCHANGE_RATES_DEFAULTS, GENERAL_DEFAULTS, MODULES_DEFAULTS, SYSTEM_DEFAULTS,
  type TGeneralSettings, type TModulesSettings,
} from '../../../lib/contract/settings';
import { COMPANY_DEFAULTS } from '../../../lib/contract/invoices';
import { ownValue } from '../../../lib/validation/own-key';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { recordConfigChange, type TAuditActor } from '../config-audit';

export const GROUP_DEFAULTS: Record<string, Record<string, unknown>> = {
  general: GENERAL_DEFAULTS,
  modules: MODULES_DEFAULTS,
  exchangeRates: EXCHANGE_RATES_DEFAULTS,
  translations: {},
  system: SYSTEM_DEFAULTS,
  company: COMPANY_DEFAULTS,
};

export async function readGroup(db: Db, group: string): Promise<Record<string, unknown>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(eq(settings.group, group));
  return { ...(ownValue(GROUP_DEFAULTS, group) ?? {}), ...Object.fromEntries(rows.map((r) => [r.key, r.value])) };
}

export async function groupUpdatedAt(db: Db, group: string): Promise<Date | null> {
  const [r] = await db.select({ at: max(settings.updatedAt) }).from(settings).where(eq(settings.group, group));
  return r?.at ?? null;
}

export const readGeneral = (db: Db) => readGroup(db, 'general') as Promise<TGeneralSettings>;
export const readModules = (db: Db) => readGroup(db, 'modules') as Promise<TModulesSettings>;

/** Stores the given keys (upsert); a null value removes the key, so its default applies again.
 *  The change is recorded in the configuration audit in the same transaction (`actor`: who made
 *  it, null: the application itself), each changed key before and after, defaults included. */
export async function writeGroup(db: Db, group: string, values: Record<string, unknown>, actor: TAuditActor): Promise<void> {
  const now = new Date();
  const removed = Object.keys(values).filter((k) => values[k] === null);
  const stored = Object.entries(values).filter(([, v]) => v !== null);
  await db.transaction(async (tx) => {
    const before = await readGroup(tx, group);
    if (removed.length) await tx.delete(settings).where(and(eq(settings.group, group), inArray(settings.key, removed)));
    for (const [key, value] of stored) {
      await tx.insert(settings).values({ group, key, value })
        .onConflictDoUpdate({ target: [settings.group, settings.key], set: { value, updatedAt: now } });
    }
    const after = await readGroup(tx, group);
    const keys = Object.keys(values);
    await recordConfigChange(tx, {
      actor, kind: 'setting', action: 'update', recordId: group, label: group,
      before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
      after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
    });
  });
}

/** Seeds defaults without touching keys that exist (idempotent; keeps an admin's changes). */
export async function seedGroupDefaults(db: Db, group: string, values: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ group, key, value }));
  if (rows.length) await db.insert(settings).values(rows).onConflictDoNothing();
}
