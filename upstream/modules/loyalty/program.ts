// The operator's loyalty programme (one row): how stays earn points, what a point is worth as a
// discount, and the tiers. Without a stored row the defaults below apply (a common shape: points
// per night, Bronze, Silver, Gold). Earning also needs the feature flag loyalityProgram.
import { eq } from 'drizzle-orm';
import type { TLoyaltyProgram, TLoyaltyTier } from '../../../lib/contract/loyalty';
import type { Db } from '../../db/client';
import { loyaltyProgram } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { readModules } from '../settings/store';

const ID = 'default';

export const PROGRAM_DEFAULTS: TLoyaltyProgram = {
  isActive: true, basis: 'night', pointsPerUnit: 10, revenueStep: 10_000, currency: 'EUR', pointValue: 10,
  tiers: [
    { key: 'bronze', name: { de: 'Bronze', en: 'Bronze' }, minPoints: 0, bonusPercent: 0, benefits: { de: 'Punkte auf jeden Aufenthalt', en: 'Points on every stay' } },
    { key: 'silver', name: { de: 'Silber', en: 'Silver' }, minPoints: 500, bonusPercent: 10, benefits: { de: '10 % Extrapunkte, Nitrox-Upgrade', en: '10% bonus points, nitrox upgrade' } },
    { key: 'gold', name: { de: 'Gold', en: 'Gold' }, minPoints: 1500, bonusPercent: 25, benefits: { de: '25 % Extrapunkte, freier Tauchgang pro Aufenthalt', en: '25% bonus points, one free dive per stay' } },
  ],
};

export type TProgramRead = TLoyaltyProgram & { updatedAt: string | null; userName: string | null };

export async function readProgram(db: Db): Promise<TProgramRead> {
  const [row] = await db.select().from(loyaltyProgram).where(eq(loyaltyProgram.id, ID));
  if (!row) return { ...PROGRAM_DEFAULTS, updatedAt: null, userName: null };
  return {
    isActive: row.isActive, basis: row.basis as TLoyaltyProgram['basis'], pointsPerUnit: row.pointsPerUnit, revenueStep: row.revenueStep,
    currency: row.currency, pointValue: row.pointValue, tiers: sortTiers(row.tiers as TLoyaltyTier[]),
    updatedAt: row.updatedAt.toISOString(), userName: row.userName,
  };
}

export async function writeProgram(tx: Db, p: TPrincipal, input: TLoyaltyProgram, now: Date): Promise<TProgramRead> {
  const values = { ...input, tiers: sortTiers(input.tiers), updatedAt: now, userName: p.name };
  await tx.insert(loyaltyProgram).values({ id: ID, ...values }).onConflictDoUpdate({ target: loyaltyProgram.id, set: values });
  return readProgram(tx);
}

/** The programme earns points only while it is active and the feature flag is on. */
export async function programRuns(db: Db, program: TLoyaltyProgram): Promise<boolean> {
  return program.isActive && (await readModules(db)).loyalityProgram === true;
}

export function sortTiers(tiers: TLoyaltyTier[]): TLoyaltyTier[] {
  return [...tiers].sort((a, b) => a.minPoints - b.minPoints);
}

/** The tier held with `earned` lifetime points, and the next one. */
export function tierFor(tiers: TLoyaltyTier[], earned: number): { tier: TLoyaltyTier | null; next: TLoyaltyTier | null } {
  const sorted = sortTiers(tiers);
  let tier: TLoyaltyTier | null = null;
  for (const t of sorted) if (earned >= t.minPoints) tier = t;
  return { tier, next: sorted.find((t) => t.minPoints > earned) ?? null };
}
