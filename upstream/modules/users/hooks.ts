// Where the auth module takes part when the users module ends an account's access (a status other
// than active, a changed password, an erased customer's login): auth ends the account's tokens and
// reset links on its own tables (auth/hooks.ts registers, upstream/modules/index.ts calls it), so
// the users module never imports auth. Without the hook nothing could be ended: an error, never a
// silent pass.
import type { Db } from '../../db/client';

export type TEndAccess = (tx: Db, userId: string, opts: { exceptTokenId?: string; resetLinks?: boolean }) => Promise<void>;

let ender: TEndAccess | null = null;

export const userHooks = {
  onAccessEnded(fn: TEndAccess) { ender = fn; },
};

/** Ends the account's tokens (all but exceptTokenId) and, with resetLinks, its password reset links. */
export async function endUserAccess(tx: Db, userId: string, opts: { exceptTokenId?: string; resetLinks?: boolean } = {}): Promise<void> {
  if (!ender) throw new Error('users: no module ends an account\'s access (auth/hooks.ts registerAuthHooks was not called)');
  await ender(tx, userId, opts);
}
