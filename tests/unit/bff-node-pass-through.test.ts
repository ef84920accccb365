// The BFF's pass-through contract (bff-contract.ts) on the web server's plain-Node path
// (lib/bff/node-pass-through.ts, served by scripts/web-server.ts), through a real socket.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
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

describe('kept-alive upstream connections', () => {
  it('a call that meets a connection the upstream just closed goes once more, and the breaker stays closed', async () => {
    const net = await import('node:net');
    // An upstream that answers the first request of each connection with keep-alive, then
    // resets that connection when it is reused: the race of a keep-alive timeout, on demand.
    let connections = 0;
    const upstream = net.createServer((socket) => {
      connections++;
      let served = 0;
      socket.on('data', () => {
        if (served++ === 0) socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: keep-alive\r\n\r\n{}');
        else socket.resetAndDestroy();
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    vi.resetModules();
    vi.stubEnv('UPSTREAM_URL', `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
    const { passThrough } = await import('@/lib/bff/node-pass-through');
    const { markUpstreamAnswered, upstreamDown } = await import('@/lib/http/upstream-health');
    markUpstreamAnswered(); // the contract's last test left the breaker open
    const web = http.createServer((req, res) => void passThrough(req, res));
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/api/a`)).status).toBe(200);
      expect((await fetch(`${base}/api/b`)).status).toBe(200);
      expect(connections).toBe(2);
      expect(upstreamDown()).toBeNull();
    } finally {
      web.closeAllConnections();
      web.close();
      upstream.close();
    }
  });
});

describe('the request line', () => {
  it('never lets an absolute-form or protocol-relative URL pick the host the token goes to', async () => {
    const { passThrough } = await import('@/lib/bff/node-pass-through');
    const { Readable } = await import('node:stream');
    for (const url of ['http://evil.example/api/x', '//evil.example/api/x']) {
      const req = Object.assign(Readable.from([]), { url, method: 'GET', headers: {} }) as unknown as http.IncomingMessage;
      let status = 0;
      const res = { headersSent: false, writeHead: (s: number) => { status = s; return res; }, end: () => res } as unknown as http.ServerResponse;
      await passThrough(req, res);
      expect(status).toBe(400);
    }
  });
});
