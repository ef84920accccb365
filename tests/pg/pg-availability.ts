// What a missing PostgreSQL means for the run: on a developer's machine the suite skips (loudly);
// under CI it fails the run, so a CI without PostgreSQL can never pass green with the suite unseen.
import { missingTool, skipWhen } from '../helpers/skips';

/** True when the environment says this is a CI run (CI=true, CI=1, …; not 'false' or '0'). */
export function isCi(env: Record<string, string | undefined>): boolean {
  const v = env.CI?.trim().toLowerCase();
  return !!v && v !== 'false' && v !== '0';
}

/** The skip reason of the suite's tests without a server (listed at the end of `npm test`). */
export const NO_POSTGRES = missingTool('PostgreSQL', 'apt-get install -y postgresql, or set TEST_DATABASE_URL');

/** describe options of a suite that needs the server: skipped with NO_POSTGRES where there is none. */
export const needsPostgres = (pgUrl: string | null) => skipWhen(!pgUrl, NO_POSTGRES);

/** The verdict when no PostgreSQL server was found (no TEST_DATABASE_URL, no binaries). */
export function noServerVerdict(env: Record<string, string | undefined>): { fail: boolean; message: string } {
  const how = 'set TEST_DATABASE_URL or install PostgreSQL binaries (apt-get install -y postgresql) so a throw-away cluster can be started';
  return isCi(env)
    ? { fail: true, message: `tests/pg cannot run under CI without PostgreSQL: ${how}.` }
    : { fail: false, message: `tests/pg SKIPPED: ${how}.` };
}
