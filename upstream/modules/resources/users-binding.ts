// /api/users and /api/userrole on the auth module's tables. Rules of their own:
// - users answer the same shape as the other user calls (toUser: never a hash or a digest);
// - a create carries the password (hashed with argon2id) and starts active and verified;
// - nobody but an admin grants 'admin' or the admin user type, and a non-admin grants only
//   scopes they hold themselves (users.update must not open a way to more rights);
// - only an admin changes or deletes an admin account, and nobody deletes their own account;
// - a status other than active ends the user's tokens at once.
import { hasScope } from '../../../lib/access/scopes';
import { ZNewPassword } from '../../../lib/contract/auth';
import type { TResource } from '../../../lib/contract/resources/define';
import { userRoles, users } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { hashPassword } from '../auth/passwords';
import { revokeUserTokens } from '../auth/tokens';
import { USER_SECRET_COLUMNS, toUser } from '../users';
import type { TUserRow } from '../users/user-record';
import { assertMayManage } from '../users/access';
import { bind, type TBinding, type TRow } from './binding';

function assertGrantable(p: TPrincipal, values: Record<string, unknown>): void {
  if (p.scopes.includes('admin')) return;
  if (values.userType === 'admin') throw errors.forbidden('Only an admin may create or make an admin');
  const scopes = (values.scopes as string[] | undefined) ?? [];
  const beyond = scopes.filter((s) => s === 'admin' || !hasScope(p.scopes, s));
  if (beyond.length) throw errors.forbidden(`You may not grant: ${beyond.join(', ')}`);
}

function asTarget(row: TRow) {
  return { id: row.id, scopes: (row.scopes as string[]) ?? [], userType: String(row.userType) };
}

export function userBinding(r: TResource): TBinding {
  return bind(r, users, {
    createSchema: r.create.extend({ password: ZNewPassword }),
    hooks: {
      toWire: (row) => toUser(row as unknown as TUserRow),
      hiddenColumns: USER_SECRET_COLUMNS,
      beforeCreate: async ({ password, ...values }, { principal }) => {
        assertGrantable(principal, values);
        const now = new Date();
        return { ...values, passwordHash: await hashPassword(String(password)), verifiedAt: now, passwordChangedAt: now };
      },
      beforeUpdate: async (values, row, { db, principal }) => {
        assertGrantable(principal, values);
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
      copyValues: () => { throw errors.conflict('Users cannot be copied'); },
    },
  });
}

export function userRoleBinding(r: TResource): TBinding {
  const grant = (values: Record<string, unknown>, p: TPrincipal) => assertGrantable(p, { scopes: values.scopes });
  return bind(r, userRoles, {
    hooks: {
      beforeCreate: (values, { principal }) => { grant(values, principal); return values; },
      beforeUpdate: (values, _row, { principal }) => { grant(values, principal); return values; },
      assertMayChange: (row, { principal }) => {
        if ((row.scopes as string[]).includes('admin') && !principal.scopes.includes('admin')) throw errors.forbidden();
      },
    },
  });
}
