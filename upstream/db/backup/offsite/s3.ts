// Backups in an S3-compatible store through the official AWS SDK (AWS itself, MinIO, Ceph,
// Backblaze B2, Wasabi...). Path-style addresses and checksums only where required: the stores
// that speak S3 without AWS's newest checksum trailers take the files too.
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BACKUP_NAME_PATTERN } from './names';
import type { TOffsiteStore, TStoredBackup } from './types';

export type TS3Config = { bucket: string; prefix: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string };

export function s3Store(cfg: TS3Config): TOffsiteStore {
  const client = new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: Boolean(cfg.endpoint),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    credentials: cfg.accessKeyId && cfg.secretAccessKey ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } : undefined,
  });
  const key = (name: string) => `${cfg.prefix}${name}`;
  return {
    kind: 's3',
    where: `s3://${cfg.bucket}/${cfg.prefix}`,
    async put(name, file) {
      await client.send(new PutObjectCommand({ Bucket: cfg.bucket, Key: key(name), Body: file, ContentType: 'application/octet-stream' }));
    },
    async list() {
      const out: TStoredBackup[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: cfg.bucket, Prefix: cfg.prefix, ContinuationToken: token }));
        for (const o of page.Contents ?? []) {
          const name = (o.Key ?? '').slice(cfg.prefix.length);
          if (BACKUP_NAME_PATTERN.test(name)) out.push({ name, size: o.Size ?? 0, createdAt: (o.LastModified ?? new Date(0)).toISOString() });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out.sort((a, b) => b.name.localeCompare(a.name));
    },
    async get(name) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: cfg.bucket, Key: key(name) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: cfg.bucket, Key: key(name) }));
    },
  };
}
