// What the app shell shows for one session: the menu (from the route table, filtered by the
// user's scopes and the enabled features / view flags of the fresh bootstrap), the user block and
// the account link. Pure: the layout passes in the session, the bootstrap and a translator.
import type { TBootstrap } from '../contract/auth';
import { forbiddenCause, guardSessionFrom, homeFor, type TGuardSession } from '../access/guard';
import { buildMenu } from '../access/menu';
import { getRoute } from '../access/routes';
import type { TSessionData } from '../session/types';
import { flagsFrom } from '../session/from-login';

export type TShellMenuItem = { id: string; path: string; title: string };
export type TShellMenuSection = { group: string; label: string; items: TShellMenuItem[] };
export type TShellData = {
  user: { name: string; email: string; userType: string; isCrmUser: boolean };
  sections: TShellMenuSection[];
  /** /users/profile when the user may open it, else null. */
  accountPath: string | null;
  homePath: string;
  version: string | null;
};

/** The guard session with the bootstrap's flags (fresher than the ones sealed at login). */
export function shellGuardSession(session: TSessionData, boot: TBootstrap | null): TGuardSession {
  const base = guardSessionFrom(session)!;
  if (!boot) return base;
  const flags = flagsFrom(boot);
  return { ...base, features: flags.features, viewsOff: flags.viewsOff };
}

export function modulesAdminsOf(session: TSessionData, boot: TBootstrap | null): string[] {
  return boot ? flagsFrom(boot).modulesAdmins : session.modulesAdmins;
}

export function buildShellData({
  session,
  boot,
  t,
}: {
  session: TSessionData;
  boot: TBootstrap | null;
  t: (key: string) => string;
}): TShellData {
  const guard = shellGuardSession(session, boot);
  const modulesAdmins = modulesAdminsOf(session, boot);
  const sections = buildMenu({ session: guard, modulesAdmins }).map((s) => ({
    group: s.group,
    label: t(s.labelKey),
    items: s.items.map((i) => ({ id: i.id, path: i.path, title: t(i.titleKey) })),
  }));
  const profile = getRoute('userProfile');
  const user = boot?.user;
  return {
    user: {
      name: user?.name ?? session.user.name,
      email: user?.email ?? session.user.email,
      userType: user?.userType ?? session.user.userType,
      isCrmUser: user?.isCRMUser ?? session.user.isCrmUser,
    },
    sections,
    accountPath: forbiddenCause(profile, guard, modulesAdmins) ? null : profile.path,
    homePath: homeFor(guard),
    version: boot?.version ?? null,
  };
}
