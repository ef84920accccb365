// "The modules page is limited to admin and two named admin accounts": the caller must hold
// admin and, when the stored list system.modulesAdmins is not empty, be one of its e-mails.
// The list is read-only through the API (an admin cannot add themself); an operator changes it
// in the database. An empty list lets every admin in, so an install cannot lock itself out.
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { readGroup } from './store';

export async function modulesAdmins(db: Db): Promise<string[]> {
  const list = (await readGroup(db, 'system')).modulesAdmins;
  return Array.isArray(list) ? list.filter((e): e is string => typeof e === 'string').map((e) => e.trim().toLowerCase()) : [];
}

export async function isModulesAdmin(db: Db, p: TPrincipal | null): Promise<boolean> {
  if (!p || !p.scopes.includes('admin')) return false;
  const list = await modulesAdmins(db);
  return list.length === 0 || list.includes(p.email.toLowerCase());
}
