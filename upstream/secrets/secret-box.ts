// Secrets the upstream must read back (mail account passwords, OAuth refresh tokens), sealed at
// rest with AES-256-GCM. A stolen table or backup alone reveals nothing; the key lives outside
// the database: SECRETS_KEY, else a key generated once into DATA_DIR/secrets-key (mode 600).
// Format: v1.<iv>.<tag>.<ciphertext>, base64url; the tag makes tampering fail loudly.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATA_DIR, upstreamEnv } from '../env';

let key: Buffer | null = null;

function parseKey(text: string): Buffer {
  const t = text.trim();
  const k = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (k.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes (64 hex characters or base64)');
  return k;
}

function loadKey(): Buffer {
  if (upstreamEnv.SECRETS_KEY) return parseKey(upstreamEnv.SECRETS_KEY);
  // API tests run on in-memory databases with the default folder: a key per process is enough
  // and writes no file there. A test server with a data folder of its own keeps its key.
  if (upstreamEnv.UPSTREAM_TEST === '1' && upstreamEnv.DATA_DIR === DEFAULT_DATA_DIR) return randomBytes(32);
  const file = path.join(upstreamEnv.DATA_DIR, 'secrets-key');
  // A server database is often shared by several upstreams; each would seal with a key of its own
  // disk, and one could not open what another sealed (docs/scaling.md).
  if (upstreamEnv.DATABASE_URL) console.warn(`[secrets] SECRETS_KEY is not set: sealing with the key in ${file}. Every upstream on this database must use the same key: set SECRETS_KEY (docs/scaling.md).`);
  try {
    return parseKey(readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(upstreamEnv.DATA_DIR, { recursive: true });
    const fresh = randomBytes(32);
    // 'wx': two instances starting at once never overwrite each other's key.
    try { writeFileSync(file, fresh.toString('hex'), { mode: 0o600, flag: 'wx' }); } catch { return parseKey(readFileSync(file, 'utf8')); }
    return fresh;
  }
}

const theKey = () => (key ??= loadKey());

/** A key of its own for one purpose (HKDF-SHA256 from the sealed-secrets key): a seal made with it
 *  cannot be made again without the server's key (signatures: form-definitions/signatures.ts). */
export function purposeKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', theKey(), Buffer.alloc(0), `tourbook:${purpose}`, 32));
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', theKey(), iv);
  const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v1', iv, c.getAuthTag(), ct].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function openSecret(sealed: string): string {
  const [v, iv, tag, ct] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('not a sealed secret');
  const d = createDecipheriv('aes-256-gcm', theKey(), Buffer.from(iv, 'base64url'));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
}
