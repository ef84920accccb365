// /config/backup (admin): the backups of GET /api/settings/backup/local with their off-site copies,
// the off-site stores (GET backup/s3, backup/dropbox), a backup made now, how to restore
// (components/config/backups-screen.tsx).
import { getLocale, getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { BackupsScreen } from '@/components/config/backups-screen';
import { ErrorState } from '@/components/ui';
import { ApiError } from '@/lib/errors';
import { upstreamJson } from '@/lib/http/upstream-client';
import { requireRoute } from '@/lib/session/require-route';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('configBackup') };
}

const ZCopy = z.object({ kind: z.enum(['dropbox', 's3']), where: z.string(), ok: z.boolean(), error: z.string().optional() });
const ZList = z.array(z.object({ name: z.string(), size: z.number(), createdAt: z.string(), copies: z.array(ZCopy) }));
const ZStore = z.object({ connected: z.boolean(), where: z.string().nullable(), files: z.array(z.object({ name: z.string() })), error: z.string().nullable() });

export default async function ConfigBackupPage() {
  const session = await requireRoute('/config/backup');
  if (!session) return null;
  let backups: z.infer<typeof ZList>;
  let stores: { kind: 's3' | 'dropbox'; state: z.infer<typeof ZStore> }[];
  try {
    const opts = { token: session.token, lang: await getLocale() };
    const [local, s3, dropbox] = await Promise.all(['local', 's3', 'dropbox'].map((k) => upstreamJson(`/api/settings/backup/${k}`, opts)));
    backups = ZList.parse(local);
    stores = [{ kind: 's3', state: ZStore.parse(s3) }, { kind: 'dropbox', state: ZStore.parse(dropbox) }];
  } catch (err) {
    const t = await getTranslations();
    const key = err instanceof ApiError ? err.parsed.messageKey : null;
    return <ErrorState title={t('backups.loadFailed')} text={key ? t(key) : t('errors.unknown')} />;
  }
  return <BackupsScreen backups={backups} stores={stores} />;
}
