// What the sealed session cookie holds (iron-session). Timestamps only, never Date objects.
import type { TFeatureFlag, TViewFlag } from '../contract/auth';

export type TSessionUser = {
  id: string;
  name: string;
  email: string;
  userType: string;
  scopes: string[];
  assets: { ref: string; type: 'resort' | 'vessel' }[];
  agencyId: string | null;
  customerId: string | null;
  language: 'de' | 'en';
  isCrmUser: boolean;
};

export type TSessionData = {
  token: string;
  /** Epoch milliseconds when the upstream token expires. */
  expiresAt: number;
  /** Lifetime in seconds as given at login/refresh (drives the refresh schedule). */
  lifetime: number;
  user: TSessionUser;
  features: TFeatureFlag[];
  /** View flags that are Off (they block routes). */
  viewsOff: TViewFlag[];
  /** E-mails allowed on /config/modules besides being admin (settings system.modulesAdmins). */
  modulesAdmins: string[];
};
