// The loyalty programme, member cards and contest subscriptions (owned by upstream/modules/loyalty;
// docs/decisions/loyalty-club.md). Points are a ledger: the balance is the sum of the entries,
// nothing is edited or deleted; an earning, a redemption and a correction are each a new entry.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './resources/parties';
import { bookings } from './resources/bookings';
import { contests } from './resources/forms';

export type TLoyaltyTierRow = { key: string; name: { de: string; en: string }; minPoints: number; bonusPercent: number; benefits: { de: string; en: string } };

/** The operator's programme: one row (id 'default'). */
export const loyaltyProgram = pgTable('loyalty_program', {
  id: text('id').primaryKey(),
  isActive: boolean('is_active').notNull().default(true),
  /** night, revenue, stay */
  basis: text('basis').notNull().default('night'),
  /** Points per night, per stay, or per `revenueStep` minor units of revenue. */
  pointsPerUnit: integer('points_per_unit').notNull().default(10),
  revenueStep: integer('revenue_step').notNull().default(10_000),
  /** Revenue is counted and points are redeemed in this currency only. */
  currency: text('currency').notNull().default('EUR'),
  /** Minor units of `currency` one point is worth when redeemed. */
  pointValue: integer('point_value').notNull().default(10),
  tiers: jsonb('tiers').$type<TLoyaltyTierRow[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  userName: text('user_name'),
});

export const loyaltyEntries = pgTable('loyalty_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  /** Signed; positive adds to the balance. */
  points: bigint('points', { mode: 'number' }).notNull(),
  /** earn, redeem, correction, earn_correction (a correction of what was earned: counts for the tier) */
  kind: text('kind').notNull(),
  bookingId: uuid('booking_id').references(() => bookings.id),
  /** A redemption: the discount in minor units of `currency` given on the booking. */
  amount: bigint('amount', { mode: 'number' }),
  currency: text('currency'),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  userId: uuid('user_id'),
  userName: text('user_name'),
}, (t) => [
  index('loyalty_entries_customer').on(t.customerId, t.createdAt),
  // A stay earns once, whoever runs the earning and however often (job retries, two instances).
  uniqueIndex('loyalty_entries_one_earning').on(t.bookingId).where(sql`kind = 'earn'`),
  check('loyalty_entries_kind', sql`${t.kind} IN ('earn', 'redeem', 'correction', 'earn_correction')`),
]);

/** A member card: the QR code holds only `token` (random, opaque). Reissuing revokes the old one. */
export const loyaltyCards = pgTable('loyalty_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  userName: text('user_name'),
}, (t) => [uniqueIndex('loyalty_cards_token').on(t.token), index('loyalty_cards_customer').on(t.customerId)]);

export const contestSubscriptions = pgTable('contest_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  contestId: uuid('contest_id').notNull().references(() => contests.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('contest_subscriptions_once').on(t.contestId, t.customerId), index('contest_subscriptions_customer').on(t.customerId)]);
