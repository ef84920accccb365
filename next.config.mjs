import { readFileSync, writeFileSync } from 'node:fs';
import createNextIntlPlugin from 'next-intl/plugin';

// Next.js sends no usage reports from this project (its documented switch; issue 21).
process.env.NEXT_TELEMETRY_DISABLED = '1';

const distDir = process.env.NEXT_DIST_DIR || '.next';

/** A build into another folder (.next-bench, .next-e2e...) would add that folder's type globs to
 *  tsconfig.json, a tracked file. It gets its own git-ignored tsconfig instead, which extends the
 *  project's and lists them (tests/unit/clean-install.test.ts). */
function tsconfigFor(dir) {
  if (dir === '.next') return 'tsconfig.json';
  const base = JSON.parse(readFileSync(new URL('./tsconfig.json', import.meta.url), 'utf8'));
  const file = `tsconfig.${dir.replace(/^\.+/, '').replace(/[^A-Za-z0-9_-]/g, '-')}.json`;
  writeFileSync(new URL(`./${file}`, import.meta.url), `${JSON.stringify({
    extends: './tsconfig.json',
    compilerOptions: { plugins: [{ name: 'next' }] },
    include: [...base.include, `${dir}/types/**/*.ts`, `${dir}/dev/types/**/*.ts`],
    exclude: base.exclude,
  }, null, 2)}\n`);
  return file;
}

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // A second build folder lets a build run beside a running server (benchmarks, local checks).
  distDir,
  typescript: { tsconfigPath: tsconfigFor(distDir) },
  reactStrictMode: true,
  // The shipped web server (scripts/web-server.ts) compresses itself, after its own rewrites.
  compress: process.env.TB_WEB_SERVER_COMPRESSES !== '1',
  // The web side never loads the database; keep the wasm out of the bundle if it ever does.
  serverExternalPackages: ['@electric-sql/pglite', 'argon2', 'pg'],
  // The guest form's files travel in its server action: a phone photo is often 2-5 MB. Above
  // Next's default 1 MB the guest got an error page and lost the answers; now the action reaches
  // the upstream, which refuses a file over maxGuestFormFileSizeinKb with its own message.
  experimental: { serverActions: { bodySizeLimit: '8mb' } },
  async headers() {
    const common = [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ];
    return [
      // No page may be framed, except the booking widget. The Content-Security-Policy (with
      // frame-ancestors: 'none', or a widget's configured sites) is set per request in proxy.ts;
      // X-Frame-Options is for browsers that ignore frame-ancestors.
      { source: '/((?!widget/).*)', headers: [...common, { key: 'X-Frame-Options', value: 'DENY' }] },
      { source: '/widget/:path*', headers: common },
    ];
  },
};

export default withNextIntl(nextConfig);
