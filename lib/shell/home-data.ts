// Server-side data of the home page: the user's own record and last logins from the upstream
// (each call may fail on its own; the page then shows what it has), plus the session's scopes,
// assets and the enabled features.
import 'server-only';
import type { TBootstrap } from '../contract/auth';
import type { TUser } from '../contract/users';
import { ApiError } from '../errors';
import type { TSessionData } from '../session/types';
import { upstreamJson } from '../http/upstream-client';
import { shellGuardSession } from './shell-data';
import { summarizeScopes, type TScopeSummary } from './scope-summary';

export type THomeLogin = { id: string; at: string; success: boolean; ip: string | null; userAgent: string | null };

export type THomeData = {
  name: string;
  email: string;
  userType: string;
  isCrmUser: boolean;
  scopes: TScopeSummary;
  /** The user's assets with their names (the id only when the name cannot be read). */
  assets: { ref: string; type: 'resort' | 'vessel'; name?: string }[];
  features: string[];
  viewsOff: string[];
  self: TUser | null;
  logins: THomeLogin[] | null;
  loginsTotal: number;
  /** errors.* key or text when a part could not be loaded. */
  loadError: string | null;
  version: string | null;
};

export const HOME_LOGINS = 5;

export async function loadHomeData(session: TSessionData, boot: TBootstrap | null, lang: string): Promise<THomeData> {
  const opts = { token: session.token, lang };
  const [self, logins] = await Promise.allSettled([
    upstreamJson<TUser>('/api/users/self', opts),
    upstreamJson<{ data: THomeLogin[]; total: number }>(`/api/users/logins?page=1&size=${HOME_LOGINS}`, opts),
  ]);
  const failure = [self, logins].find((r) => r.status === 'rejected');
  const reason = failure?.status === 'rejected' ? failure.reason : null;
  const guard = shellGuardSession(session, boot);
  const user = self.status === 'fulfilled' ? self.value : null;
  return {
    name: user?.name ?? session.user.name,
    email: user?.email ?? session.user.email,
    userType: user?.userType ?? session.user.userType,
    isCrmUser: session.user.isCrmUser,
    scopes: summarizeScopes(user?.permissions.scope ?? session.user.scopes),
    assets: await namedAssets(user?.asset ?? session.user.assets, opts),
    features: [...guard.features],
    viewsOff: [...guard.viewsOff],
    self: user,
    logins: logins.status === 'fulfilled' ? logins.value.data : null,
    loginsTotal: logins.status === 'fulfilled' ? logins.value.total : 0,
    loadError: reason ? (reason instanceof ApiError ? (reason.parsed.messageKey ?? reason.parsed.message) : 'errors.unknown') : null,
    version: boot?.version ?? null,
  };
}

/** Names of the assets (GET /api/labels/{type}); an asset whose name the role may not read keeps its id. */
async function namedAssets(assets: THomeData['assets'], opts: { token: string; lang: string }): Promise<THomeData['assets']> {
  const names = new Map<string, string>();
  await Promise.all((['resort', 'vessel'] as const).map(async (type) => {
    const ids = assets.filter((a) => a.type === type).map((a) => a.ref);
    if (ids.length === 0) return;
    try {
      for (const n of await upstreamJson<{ id: string; label: string }[]>(`/api/labels/${type}?ids=${ids.join(',')}`, opts)) names.set(n.id, n.label);
    } catch {
      // Left as ids.
    }
  }));
  return assets.map((a) => ({ ...a, name: names.get(a.ref) ?? a.name }));
}
