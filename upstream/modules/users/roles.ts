// User roles: named scope sets in groups (GET /api/users/roles, GET /api/userrole/groups).
import { asc } from 'drizzle-orm';
import type { TUserRole } from '../../../lib/contract/users';
import type { Db } from '../../db/client';
import { userRoles } from '../../db/schema';

export async function listRoles(db: Db): Promise<TUserRole[]> {
  const rows = await db.select().from(userRoles).orderBy(asc(userRoles.group), asc(userRoles.name));
  return rows.map((r) => ({ id: r.id, name: r.name, group: r.group, scopes: r.scopes, description: r.description }));
}

export async function listRoleGroups(db: Db): Promise<{ group: string; roles: TUserRole[] }[]> {
  const groups = new Map<string, TUserRole[]>();
  for (const r of await listRoles(db)) groups.set(r.group, [...(groups.get(r.group) ?? []), r]);
  return [...groups].map(([group, roles]) => ({ group, roles }));
}
