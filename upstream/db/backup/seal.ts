// A backup file: gzip, then AES-256-GCM with a key of its own derived from SECRETS_KEY (the same
// key must be set where it is restored, as for the secrets sealed inside the database).
// Layout: "TBK1" | iv (12) | tag (16) | ciphertext. A changed byte fails the tag: never half-read.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { purposeKey } from '../../secrets/secret-box';
import type { TBackupContent } from './archive';

const MAGIC = Buffer.from('TBK1');
const key = () => purposeKey('backup');

export function sealBackup(content: TBackupContent): Buffer {
  const plain = gzipSync(Buffer.from(JSON.stringify(content)));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

export class BackupUnreadable extends Error {}

export function openBackup(file: Buffer): TBackupContent {
  if (file.length < 32 || !file.subarray(0, 4).equals(MAGIC)) throw new BackupUnreadable('Not a Tourbook backup file');
  const decipher = createDecipheriv('aes-256-gcm', key(), file.subarray(4, 16));
  decipher.setAuthTag(file.subarray(16, 32));
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(file.subarray(32)), decipher.final()]);
  } catch {
    throw new BackupUnreadable('The backup cannot be opened: it was made with another SECRETS_KEY, or the file is damaged');
  }
  return JSON.parse(gunzipSync(plain).toString('utf8')) as TBackupContent;
}
