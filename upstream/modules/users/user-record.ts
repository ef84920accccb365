// A users row → the shapes the API answers. The only way user rows leave the API: the password
// hash and the verify-token digest are never copied.
import type { TAuthUser } from '../../../lib/contract/auth';
import type { TUser, TUserStatus } from '../../../lib/contract/users';
import type { users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;

const AUTH_USER_TYPES = ['user', 'admin', 'Agency', 'Customer'] as const;

function asUserType(t: string): TAuthUser['userType'] {
  return (AUTH_USER_TYPES as readonly string[]).includes(t) ? (t as TAuthUser['userType']) : 'user';
}

export function toAuthUser(u: TUserRow): TAuthUser {
  const s = u.settings ?? {};
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    userType: asUserType(u.userType),
    permissions: { scope: [...u.scopes] },
    settings: {
      showCustomersInBookingList: s.showCustomersInBookingList ?? true,
      showInvertedCurrencyExchange: s.showInvertedCurrencyExchange ?? false,
      defaultDashboardDays: s.defaultDashboardDays ?? 30,
      language: s.language ?? 'de',
    },
    asset: u.assets ?? [],
    agency: u.agencyId,
    customer: u.customerId,
    isCRMUser: u.isCrmUser,
  };
}

export function toUser(u: TUserRow): TUser {
  return {
    ...toAuthUser(u),
    status: u.status as TUserStatus,
    role: u.roleId,
    notifications: u.notifications ?? {},
    verified: u.verifiedAt !== null,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

/** Columns a generic reader may select from users: everything but the secrets. */
export const USER_SECRET_COLUMNS = ['passwordHash', 'verifyTokenHash', 'verifyExpiresAt'] as const;
