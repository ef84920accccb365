// The BFF's pass-through contract (bff-contract.ts) on the web server's plain-Node path
// (lib/bff/node-pass-through.ts, served by scripts/web-server.ts), through a real socket.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bffContract } from './bff-contract';

bffContract('web server, plain Node', async () => {
  const { passThrough } = await import('@/lib/bff/node-pass-through');
  const server = http.createServer((req, res) => void passThrough(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin: base,
    call: (path, init) => fetch(`${base}${path}`, init),
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
});
