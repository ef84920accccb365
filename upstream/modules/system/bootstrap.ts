// GET /api/bootstrap: what the shell needs on start and after login: the user (null for a
// guest), the language, feature and view flags, and the public settings.
// A presented token that is not valid answers 401 (TokenExpiredError when it expired), so the
// web clears its session instead of silently showing a guest.
import type { Context } from 'hono';
import { FEATURE_FLAGS, VIEW_FLAGS, type TBootstrap } from '../../../lib/contract/auth';
import { pickLanguage } from '../../../lib/validation/language';
import type { AppEnv } from '../../http/context';
import { API_VERSION } from '../../version';
import { getUserById } from '../users/find-user';
import { toAuthUser } from '../users/user-record';
import { modulesAdmins } from '../settings/modules-admin';
import { readGeneral, readGroup, readModules } from '../settings/store';
import { presentedToken } from '../auth/presented-token';
import { rejectedTokenError } from '../auth/token-state';

export async function buildBootstrap(c: Context<AppEnv>): Promise<TBootstrap> {
  const db = c.get('db');
  const p = c.get('principal');
  const token = presentedToken(c);
  if (!p && token) throw await rejectedTokenError(db, token);

  const user = p ? toAuthUser(await getUserById(db, p.userId)) : null;
  const [general, modules, rates] = await Promise.all([readGeneral(db), readModules(db), readGroup(db, 'exchangeRates')]);
  const header = c.req.header('accept-language');
  const language = header ? pickLanguage(header) : (user?.settings.language ?? general.lang);

  const settings: Record<string, unknown> = { ...general, exchangeRates: { ...rates, [general.baseCurrency]: 1 } };
  // Only an admin needs the named modules admins (for the /config/modules guard and menu).
  if (p?.scopes.includes('admin')) settings.modulesAdmins = await modulesAdmins(db);

  return {
    version: API_VERSION,
    user,
    language,
    features: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, modules[f] === true])) as TBootstrap['features'],
    views: Object.fromEntries(VIEW_FLAGS.map((v) => [v, modules[v] === 'Off' ? 'Off' : 'On'])) as TBootstrap['views'],
    settings,
  };
}
