// Tables of the dive module (upstream/modules/dive, docs/decisions/dive.md) beside the generic
// dive resources: the divers of a planned dive with their roll call, the divers' certifications
// and their readiness record (emergency contact, medical, waiver). They reference customers by id
// and never change the customers table (owned by the customers module).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** One diver on one planned dive: gas, tank, gear, and the roll call (in and out of the water). */
export const diveParticipants = pgTable('dive_participants', {
  id: uuid('id').primaryKey().defaultRandom(),
  planId: uuid('plan_id').notNull(),
  customerId: uuid('customer_id').notNull(),
  bookingId: uuid('booking_id'),
  gas: text('gas').notNull().default('air'),
  nitroxPercent: smallint('nitrox_percent'),
  tankSize: smallint('tank_size'),
  gear: text('gear').array().notNull().default(sql`'{}'::text[]`),
  inAt: timestamp('in_at', { withTimezone: true }),
  outAt: timestamp('out_at', { withTimezone: true }),
  /** A named staff override of readiness problems at entering the water. */
  overrideBy: uuid('override_by'),
  overrideByName: text('override_by_name'),
  overrideReason: text('override_reason'),
  overrideProblems: text('override_problems').array(),
  overrideAt: timestamp('override_at', { withTimezone: true }),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('dive_participants_plan_customer').on(t.planId, t.customerId),
  index('dive_participants_customer').on(t.customerId),
  check('dive_participants_out_after_in', sql`${t.outAt} IS NULL OR (${t.inAt} IS NOT NULL AND ${t.outAt} >= ${t.inAt})`),
]);

/** A diver's certification (agency, level, number, date), verified by a named staff member. */
export const diveCertifications = pgTable('dive_certifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerId: uuid('customer_id').notNull(),
  agency: text('agency').notNull(),
  level: text('level').notNull(),
  number: text('number'),
  date: date('date', { mode: 'string' }),
  specialities: text('specialities').array().notNull().default(sql`'{}'::text[]`),
  media: uuid('media'),
  verifiedBy: uuid('verified_by'),
  verifiedByName: text('verified_by_name'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('dive_certifications_customer').on(t.customerId)]);

/** A diver's readiness record, one per customer: emergency contact, medical questionnaire, waiver. */
export const diveDivers = pgTable('dive_divers', {
  customerId: uuid('customer_id').primaryKey(),
  emergencyName: text('emergency_name'),
  emergencyPhone: text('emergency_phone'),
  medicalDate: date('medical_date', { mode: 'string' }),
  medicalNeedsPhysician: boolean('medical_needs_physician').notNull().default(false),
  physicianApprovedOn: date('physician_approved_on', { mode: 'string' }),
  waiverDate: date('waiver_date', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
