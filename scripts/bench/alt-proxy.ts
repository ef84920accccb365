// For workload 1 only: the BFF's job done by a bare Node HTTP server instead of a Next.js route
// handler, to measure the alternative side by side (the lead decides; nothing here ships). It does
// what lib/bff does for a pass-through: refuse cross-site mutations, unseal the iron-session
// cookie (same library, same secret as the web server), forward to the upstream with the Bearer
// token over a keep-alive agent, stream the answer back. With ALT_PROXY_CACHE=1 the unsealed
// session is kept per cookie value for 60 s (the upstream still checks the token every time).
//   ALT_PROXY_PORT, UPSTREAM_URL, SESSION_SECRET
import http from 'node:http';
import { unsealData } from 'iron-session';

const upstream = new URL(process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4710');
const secret = process.env.SESSION_SECRET ?? '';
const cache = process.env.ALT_PROXY_CACHE === '1' ? new Map<string, { token: string | null; until: number }>() : null;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const DROP = new Set(['cookie', 'authorization', 'host', 'connection', 'keep-alive', 'accept-encoding', 'x-middleware-subrequest']);

async function tokenOf(sealed: string | undefined): Promise<string | null> {
  if (!sealed) return null;
  const hit = cache?.get(sealed);
  if (hit && hit.until > Date.now()) return hit.token;
  let token: string | null = null;
  try {
    token = (await unsealData<{ token?: string }>(sealed, { password: secret, ttl: 0 })).token ?? null;
  } catch { /* a cookie that does not unseal is no session */ }
  if (cache) {
    if (cache.size > 10_000) cache.clear();
    cache.set(sealed, { token, until: Date.now() + 60_000 });
  }
  return token;
}

const cookieValue = (header: string | undefined, name: string) => header?.split(/;\s*/).find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

http.createServer(async (req, res) => {
  const origin = req.headers.origin;
  if (req.method !== 'GET' && req.method !== 'HEAD' && origin && origin !== `http://${req.headers.host}`) {
    res.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"Forbidden"}');
    return;
  }
  const token = await tokenOf(cookieValue(req.headers.cookie, 'tb_session'));
  const headers: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(req.headers)) if (!DROP.has(k)) headers[k] = v;
  if (token) headers.authorization = `Bearer ${token}`;
  const out = http.request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers, agent }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  out.on('error', () => { if (!res.headersSent) res.writeHead(502).end(); });
  req.pipe(out);
}).listen(Number(process.env.ALT_PROXY_PORT ?? 3711), '127.0.0.1');
