// What the auth module adds to the users module's account changes (users/hooks.ts): ending an
// account's access ends its tokens and, when asked, its password reset links (auth's own tables).
import { userHooks } from '../users/hooks';
import { dropResetLinks } from './password-reset';
import { revokeUserTokens } from './tokens';

export function registerAuthHooks(): void {
  userHooks.onAccessEnded(async (tx, userId, { exceptTokenId, resetLinks }) => {
    if (resetLinks) await dropResetLinks(tx, userId);
    await revokeUserTokens(tx, userId, { exceptTokenId });
  });
}
