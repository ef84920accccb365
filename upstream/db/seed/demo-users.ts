// The demo accounts (password 'demo-password'), seeded for the embedded default and on request.
// Existing accounts are left as they are; the password hash is computed once per process.
import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { userRoles, users } from '../schema';
import { cachedPasswordHash } from '../../secrets/passwords';
import {
  DEMO_AGENCY_ID, DEMO_CLUB_CUSTOMER_ID, DEMO_CUSTOMER_ID, DEMO_PASSWORD, DEMO_RESORT_ID, DEMO_VESSEL_ID,
} from './demo-ids';

type TDemoUser = Omit<typeof users.$inferInsert, 'passwordHash' | 'roleId'> & { role: string };

export const DEMO_USERS: TDemoUser[] = [
  { email: 'admin@example.com', name: 'Demo Admin', userType: 'admin', scopes: ['admin'], role: 'Administrator' },
  {
    email: 'staff@example.com', name: 'Demo Staff', userType: 'user', role: 'Read only',
    scopes: ['bookings.read', 'customers.read', 'tours.read', 'schedules.read'],
    assets: [{ ref: DEMO_RESORT_ID, type: 'resort' }, { ref: DEMO_VESSEL_ID, type: 'vessel' }],
  },
  { email: 'agency@example.com', name: 'Demo Agency', userType: 'Agency', scopes: ['agencies.self'], role: 'Agency', agencyId: DEMO_AGENCY_ID },
  { email: 'customer@example.com', name: 'Demo Customer', userType: 'Customer', scopes: ['customers.self'], role: 'Customer', customerId: DEMO_CUSTOMER_ID },
  {
    email: 'club@example.com', name: 'Demo Club Member', userType: 'Customer', scopes: ['user', 'customers.self'],
    role: 'Club member', customerId: DEMO_CLUB_CUSTOMER_ID, isCrmUser: true,
  },
];

export async function seedDemoUsers(db: Db): Promise<void> {
  const existing = await db.select({ email: users.email, crm: users.isCrmUser }).from(users)
    .where(inArray(users.email, DEMO_USERS.map((u) => u.email)));
  const has = new Set(existing.map((e) => `${e.crm}:${e.email}`));
  const missing = DEMO_USERS.filter((u) => !has.has(`${u.isCrmUser ?? false}:${u.email}`));
  if (missing.length === 0) return;
  const roles = new Map((await db.select({ id: userRoles.id, name: userRoles.name }).from(userRoles)).map((r) => [r.name, r.id]));
  const passwordHash = await cachedPasswordHash(DEMO_PASSWORD);
  const now = new Date();
  await db.insert(users).values(missing.map(({ role, ...u }) => ({
    ...u, passwordHash, roleId: roles.get(role) ?? null, status: 'active', verifiedAt: now,
  }))).onConflictDoNothing();
}
