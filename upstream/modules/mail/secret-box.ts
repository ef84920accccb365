// Secrets the product must give back to an outside service (an SMTP password), stored encrypted:
// AES-256-GCM with a random IV, key from SECRET_KEY (sha-256 of it), else a random key generated
// once into DATA_DIR/secret-key (0600). Several instances on one PostgreSQL must share
// SECRET_KEY. Sealed text: "v1." + base64url(iv | tag | ciphertext).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { upstreamEnv } from '../../env';

let cached: Buffer | null = null;

function key(): Buffer {
  if (cached) return cached;
  let material = upstreamEnv.SECRET_KEY;
  if (!material) {
    const file = path.resolve(upstreamEnv.DATA_DIR, 'secret-key');
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    }
    material = readFileSync(file, 'utf8').trim();
  }
  cached = createHash('sha256').update(material, 'utf8').digest();
  return cached;
}

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function unseal(sealed: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('Unknown secret format');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
