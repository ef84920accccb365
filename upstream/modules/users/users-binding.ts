// /api/users and /api/userrole: the users module's rules for the generic resources of its two
// tables, registered in registrations.ts (the generic code imports no domain). Rules of their own:
// - users answer the same shape as the other user calls (toUser: never a hash or a digest);
// - a create carries the password (hashed with argon2id) and starts active and verified;
// - grants (user-grants.ts): nobody but an admin grants what they do not hold themselves, and
//   nobody changes their own scopes, assets, type, role or party;
// - only an admin changes or deletes an admin account, a manager only accounts that hold no more
//   than they do (users/access.ts), and nobody deletes their own account;
// - a status other than active ends the user's tokens at once.
import { ZNewPassword } from '../../../lib/contract/auth';
import { users as usersResource } from '../../../lib/contract/resources/staff';
import { errors } from '../../http/errors';
import { hashPassword } from '../../secrets/passwords';
import { endUserAccess } from './hooks';
import { USER_SECRET_COLUMNS, toUser, type TUserRow } from './user-record';
import { assertMayManage } from './access';
import { assertGrantable, assertGrantableScopes, assertMayChangeRole, assertNoSelfGrant } from './user-grants';
import type { TDomainRegistration, THookContext, TRow, TWriteCall } from '../resources/binding';
import type { Tx } from '../../db/client';
import { recordConfigChange } from '../config-audit';

type TResourceRegistration = NonNullable<TDomainRegistration['resources']>[string];

function asTarget(row: TRow) {
  return { id: row.id, scopes: (row.scopes as string[]) ?? [], userType: String(row.userType), assets: (row.assets as { ref: string; type: string }[]) ?? [] };
}

/** A user or a user role written through the generic resource: an entry of the configuration
 *  audit in the write's transaction (the changed fields; the password hash and tokens masked). */
function audited(kind: 'user' | 'role', secrets: readonly string[] = []) {
  return async (tx: Tx, row: TRow, action: TWriteCall, ctx: THookContext, before: TRow | null): Promise<void> => {
    await recordConfigChange(tx, {
      actor: { userId: ctx.principal.userId, name: ctx.principal.name },
      kind, action: action === 'copy' ? 'create' : action, recordId: row.id,
      label: typeof row.name === 'string' ? row.name : null,
      before: action === 'delete' ? row : action === 'update' ? before : null,
      after: action === 'delete' ? null : row,
      secrets,
    });
  };
}

export const userResource: TResourceRegistration = {
  owner: {},
  createSchema: usersResource.create.extend({ password: ZNewPassword }),
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
        await endUserAccess(db, row.id);
      }
      return values;
    },
    assertMayChange: (row, { principal }) => assertMayManage(principal, asTarget(row)),
    assertMayDelete: (row, { principal }) => {
      if (row.id === principal.userId) throw errors.forbidden('You cannot delete your own account');
    },
    copyValues: () => { throw errors.conflict('NOT_COPYABLE', 'Users cannot be copied.'); },
    afterWrite: audited('user', USER_SECRET_COLUMNS),
  },
};

export const userRoleResource: TResourceRegistration = {
  owner: {},
  hooks: {
    beforeCreate: (values, { principal }) => { assertGrantableScopes(principal, values.scopes, []); return values; },
    beforeUpdate: (values, row, { principal }) => { assertGrantableScopes(principal, values.scopes, row.scopes); return values; },
    assertMayChange: (row, { principal }) => assertMayChangeRole(principal, row),
    afterWrite: audited('role'),
  },
};
