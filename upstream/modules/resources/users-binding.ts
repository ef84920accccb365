// /api/users and /api/userrole on the auth module's tables. Rules of their own:
// - users answer the same shape as the other user calls (toUser: never a hash or a digest);
// - a create carries the password (hashed with argon2id) and starts active and verified;
// - grants (user-grants.ts): nobody but an admin grants what they do not hold themselves, and
//   nobody changes their own scopes, assets, type, role or party;
// - only an admin changes or deletes an admin account, a manager only accounts that hold no more
//   than they do (users/access.ts), and nobody deletes their own account;
// - a status other than active ends the user's tokens at once.
import { ZNewPassword } from '../../../lib/contract/auth';
import type { TResource } from '../../../lib/contract/resources/define';
import { userRoles, users } from '../../db/schema';
import { errors } from '../../http/errors';
import { hashPassword } from '../auth/passwords';
import { revokeUserTokens } from '../auth/tokens';
import { USER_SECRET_COLUMNS, toUser } from '../users';
import type { TUserRow } from '../users/user-record';
import { assertMayManage } from '../users/access';
import { assertGrantable, assertGrantableScopes, assertMayChangeRole, assertNoSelfGrant } from '../users/user-grants';
import { bind, type TBinding, type TRow } from './binding';

function asTarget(row: TRow) {
  return { id: row.id, scopes: (row.scopes as string[]) ?? [], userType: String(row.userType), assets: (row.assets as { ref: string; type: string }[]) ?? [] };
}

export function userBinding(r: TResource): TBinding {
  return bind(r, users, {
    createSchema: r.create.extend({ password: ZNewPassword }),
    hooks: {
      toWire: (row) => toUser(row as unknown as TUserRow),
      hiddenColumns: USER_SECRET_COLUMNS,
      beforeCreate: async ({ password, ...values }, { principal }) => {
        assertGrantable(principal, values, null);
        const now = new Date();
        return { ...values, passwordHash: await hashPassword(String(password)), verifiedAt: now, passwordChangedAt: now };
      },
      beforeUpdate: async (values, row, { db, principal }) => {
        assertNoSelfGrant(principal, values, row);
        assertGrantable(principal, values, row);
        if (values.status !== undefined && values.status !== 'active' && row.status === 'active') {
          if (row.id === principal.userId) throw errors.forbidden('You cannot disable your own account');
          await revokeUserTokens(db, row.id);
        }
        return values;
      },
      assertMayChange: (row, { principal }) => assertMayManage(principal, asTarget(row)),
      assertMayDelete: (row, { principal }) => {
        if (row.id === principal.userId) throw errors.forbidden('You cannot delete your own account');
      },
      copyValues: () => { throw errors.conflict('NOT_COPYABLE', 'Users cannot be copied.'); },
    },
  });
}

export function userRoleBinding(r: TResource): TBinding {
  return bind(r, userRoles, {
    hooks: {
      beforeCreate: (values, { principal }) => { assertGrantableScopes(principal, values.scopes, []); return values; },
      beforeUpdate: (values, row, { principal }) => { assertGrantableScopes(principal, values.scopes, row.scopes); return values; },
      assertMayChange: (row, { principal }) => assertMayChangeRole(principal, row),
    },
  });
}
