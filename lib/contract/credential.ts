// The header the upstream sets on every answer that carries a credential the browser must never
// see (the Bearer token of POST/PUT /api/auth/token). The web server answers those calls itself
// (lib/bff/token.ts) and refuses to pass on any answer that bears it, whatever path reached it:
// the second line of defence behind the one path normaliser (lib/bff/api-path.ts).
export const CREDENTIAL_HEADER = 'x-tourbook-credential';
