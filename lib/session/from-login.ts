// Builds the session from the upstream's token answer and its bootstrap (features, view flags).
import { FEATURE_FLAGS, VIEW_FLAGS, type TAuthUser, type TBootstrap } from '../contract/auth';
import { expiresAtFrom } from './timing';
import type { TSessionData, TSessionUser } from './types';

export function sessionUserFrom(user: TAuthUser): TSessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    userType: user.userType,
    scopes: user.permissions.scope,
    assets: user.asset,
    agencyId: user.agency,
    customerId: user.customer,
    language: user.settings.language,
    isCrmUser: user.isCRMUser,
  };
}

export function flagsFrom(boot: Pick<TBootstrap, 'features' | 'views' | 'settings'>) {
  const admins = boot.settings.modulesAdmins;
  return {
    features: FEATURE_FLAGS.filter((f) => boot.features[f] === true),
    viewsOff: VIEW_FLAGS.filter((v) => boot.views[v] === 'Off'),
    modulesAdmins: Array.isArray(admins) ? admins.filter((e): e is string => typeof e === 'string') : [],
  };
}

export function sessionFrom(
  answer: { token: string; expiresIn: number; user: TAuthUser },
  boot: Pick<TBootstrap, 'features' | 'views' | 'settings'>,
  now = Date.now(),
): TSessionData {
  return {
    token: answer.token,
    expiresAt: expiresAtFrom(answer.expiresIn, now),
    lifetime: answer.expiresIn,
    user: sessionUserFrom(answer.user),
    ...flagsFrom(boot),
  };
}
