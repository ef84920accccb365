// A local stand-in of the S3 HTTP API for the calls the backups make through the official AWS SDK
// (PutObject, ListObjectsV2, GetObject, DeleteObject; path-style addresses), so the SDK runs
// unchanged against it (its `endpoint` option, upstream BACKUP_S3_ENDPOINT) and no test needs the
// network. It refuses a request not signed with its access key (SigV4 Authorization header) and a
// body whose SHA-256 is not the signed x-amz-content-sha256, and answers S3's XML shapes.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TS3StandIn = {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; at: Date }>;
  calls: { method: string; path: string }[];
  /** The next n requests answer 503 SlowDown (S3's "try again"). */
  failNext(n: number): void;
  close(): Promise<void>;
};

const bodyOf = (req: IncomingMessage) => new Promise<Buffer>((resolve) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => resolve(Buffer.concat(chunks)));
});
const xml = (inner: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${inner}`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const errorXml = (code: string, message: string) => xml(`<Error><Code>${code}</Code><Message>${esc(message)}</Message></Error>`);

export async function startS3StandIn(bucket = 'tourbook-test'): Promise<TS3StandIn> {
  const accessKeyId = 'AKIASTANDIN000000001';
  const secretAccessKey = 'stand-in-secret-key';
  const objects = new Map<string, { body: Buffer; at: Date }>();
  const calls: TS3StandIn['calls'] = [];
  let failing = 0;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await bodyOf(req);
    calls.push({ method: req.method ?? '', path: url.pathname });
    const send = (status: number, text = '', type = 'application/xml') => { res.writeHead(status, { 'content-type': type }); res.end(text); };
    if (failing > 0) { failing--; return send(503, errorXml('SlowDown', 'Please reduce your request rate.')); }
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('AWS4-HMAC-SHA256 ') || !auth.includes(`Credential=${accessKeyId}/`)) return send(403, errorXml('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'));
    const signedHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (signedHash !== 'UNSIGNED-PAYLOAD' && signedHash !== createHash('sha256').update(body).digest('hex')) {
      return send(400, errorXml('XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.'));
    }
    const [, b, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (b !== bucket) return send(404, errorXml('NoSuchBucket', 'The specified bucket does not exist'));
    if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const contents = keys.map((k) => {
        const o = objects.get(k)!;
        return `<Contents><Key>${esc(k)}</Key><LastModified>${o.at.toISOString()}</LastModified><ETag>"${createHash('md5').update(o.body).digest('hex')}"</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      }).join('');
      return send(200, xml(`<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${esc(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`));
    }
    if (req.method === 'PUT' && key) {
      objects.set(key, { body, at: new Date() });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'GET' && key) {
      const o = objects.get(key);
      if (!o) return send(404, errorXml('NoSuchKey', 'The specified key does not exist.'));
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': o.body.length, 'last-modified': o.at.toUTCString() });
      return res.end(o.body);
    }
    if (req.method === 'DELETE' && key) {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    send(400, errorXml('NotImplemented', `${req.method} ${url.pathname} is not part of the stand-in`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`, bucket, accessKeyId, secretAccessKey, objects, calls,
    failNext: (n) => { failing = n; },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
