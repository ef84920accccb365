// Hono environment shared by every upstream route: the database and the caller.
import type { Db } from '../db/client';

export type TAsset = { ref: string; type: 'resort' | 'vessel' };

/** The authenticated caller of a request; null for a guest (no or invalid token). */
export type TPrincipal = {
  userId: string;
  tokenId: string;
  email: string;
  name: string;
  userType: string;
  scopes: string[];
  assets: TAsset[];
  agencyId: string | null;
  customerId: string | null;
  language: string;
  isCrmUser: boolean;
};

export type AppEnv = {
  Variables: {
    db: Db;
    /** Where reports read: the read replica (DATABASE_READ_URL), else the same as db. */
    readDb: Db;
    principal: TPrincipal | null;
    /** Preferred language from Accept-Language, restricted to de or en. */
    lang: 'de' | 'en';
    /** This upstream instance's in-memory caches, by name, each owned by the module that names it
     *  (settings: modules/settings/group-cache.ts). One map per createApp, so two instances in one
     *  process keep apart as two processes would. */
    instanceCaches: Map<string, unknown>;
  };
};
