import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // A second build folder lets a build run beside a running server (benchmarks, local checks).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The shipped web server (scripts/web-server.ts) compresses itself, after its own rewrites.
  compress: process.env.TB_WEB_SERVER_COMPRESSES !== '1',
  // The web side never loads the database; keep the wasm out of the bundle if it ever does.
  serverExternalPackages: ['@electric-sql/pglite', 'argon2', 'pg'],
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
