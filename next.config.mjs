import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The web side never loads the database; keep the wasm out of the bundle if it ever does.
  serverExternalPackages: ['@electric-sql/pglite', 'argon2', 'pg'],
};

export default withNextIntl(nextConfig);
