// Hop-by-hop and credential headers of the browser's request that the BFF never passes on (the
// session becomes a Bearer token; forward.ts and node-pass-through.ts). The client-address headers
// are the browser's own claims: the BFF sets X-Forwarded-For itself (lib/bff/client-address.ts).
/** Request headers that are never passed on. */
export const DROP_REQUEST = new Set([
  'cookie', 'authorization', 'host', 'connection', 'keep-alive', 'proxy-authorization', 'te', 'trailer',
  'transfer-encoding', 'upgrade', 'content-length', 'accept-encoding', 'x-middleware-subrequest',
  'x-forwarded-for', 'x-real-ip', 'forwarded',
]);
