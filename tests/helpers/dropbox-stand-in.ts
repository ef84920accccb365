// A local stand-in of Dropbox's HTTP API for the calls the backups make through the official SDK
// (the refresh-token grant, files/upload, files/list_folder[/continue], files/download,
// files/delete_v2), so the SDK runs unchanged against it: upstream DROPBOX_API_URL exchanges only
// the origin of the SDK's https://api.dropboxapi.com and content.dropboxapi.com requests. It
// checks the app's key and secret and the refresh token, issues short-lived access tokens and
// refuses any other, and answers Dropbox's JSON shapes and error summaries.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TDropboxStandIn = {
  url: string;
  appKey: string;
  appSecret: string;
  refreshToken: string;
  /** By lower-case path (Dropbox paths are case-insensitive), with the path as written. */
  files: Map<string, { body: Buffer; at: Date; path: string }>;
  calls: string[];
  close(): Promise<void>;
};

const bodyOf = (req: IncomingMessage) => new Promise<Buffer>((resolve) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => resolve(Buffer.concat(chunks)));
});

export async function startDropboxStandIn(): Promise<TDropboxStandIn> {
  const appKey = 'standinappkey';
  const appSecret = 'standinappsecret';
  const refreshToken = `refresh-${randomBytes(8).toString('hex')}`;
  const tokens = new Set<string>();
  const files = new Map<string, { body: Buffer; at: Date; path: string }>();
  const calls: string[] = [];
  const meta = (lower: string) => {
    const f = files.get(lower)!;
    const path = f.path;
    const name = path.split('/').pop()!;
    return { '.tag': 'file', name, path_display: path, path_lower: path.toLowerCase(), id: `id:${name}`, size: f.body.length, server_modified: f.at.toISOString().replace(/\.\d{3}Z$/, 'Z'), client_modified: f.at.toISOString().replace(/\.\d{3}Z$/, 'Z'), rev: '015f0000000001', content_hash: 'x' };
  };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await bodyOf(req);
    calls.push(url.pathname);
    const json = (status: number, value: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(value)); };
    const conflict = (summary: string) => json(409, { error_summary: summary, error: { '.tag': 'path', path: { '.tag': 'not_found' } } });
    if (url.pathname === '/oauth2/token') {
      const form = new URLSearchParams(body.toString() || url.search);
      if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== refreshToken || form.get('client_id') !== appKey || form.get('client_secret') !== appSecret) {
        return json(400, { error: 'invalid_grant', error_description: 'refresh token is malformed' });
      }
      const token = `sl.${randomBytes(12).toString('hex')}`;
      tokens.add(token);
      return json(200, { access_token: token, token_type: 'bearer', expires_in: 14400 });
    }
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) return json(401, { error_summary: 'invalid_access_token/', error: { '.tag': 'invalid_access_token' } });
    const arg = JSON.parse(String(req.headers['dropbox-api-arg'] ?? (body.length ? body.toString() : '{}'))) as { path?: string; cursor?: string };
    const path = arg.path ?? '';
    switch (url.pathname) {
      case '/2/files/upload':
        files.set(path.toLowerCase(), { body, at: new Date(), path });
        return json(200, meta(path.toLowerCase()));
      case '/2/files/list_folder': {
        const inside = [...files.keys()].filter((k) => k.startsWith(`${path.toLowerCase()}/`));
        if (!inside.length) return conflict('path/not_found/..');
        return json(200, { entries: inside.sort().map(meta), cursor: 'end', has_more: false });
      }
      case '/2/files/list_folder/continue':
        return json(200, { entries: [], cursor: 'end', has_more: false });
      case '/2/files/download': {
        const f = files.get(path.toLowerCase());
        if (!f) return conflict('path/not_found/..');
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'dropbox-api-result': JSON.stringify(meta(path.toLowerCase())) });
        return res.end(f.body);
      }
      case '/2/files/delete_v2': {
        if (!files.has(path.toLowerCase())) return conflict('path_lookup/not_found/..');
        const m = meta(path.toLowerCase());
        files.delete(path.toLowerCase());
        return json(200, { metadata: m });
      }
      default:
        return json(400, { error_summary: `${url.pathname} is not part of the stand-in` });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`, appKey, appSecret, refreshToken, files, calls,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
