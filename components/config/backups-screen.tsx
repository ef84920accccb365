// /config/backup (admin): the backups kept on this machine (newest first, each to download, with
// what its copies off the machine did), the off-site stores, a backup made now, and how a restore
// is done: a command into a new database, never over the running business
// (docs/decisions/backups.md). The list is the server's; the button a client part.
import { getFormatter, getTranslations } from 'next-intl/server';
import { Card, EmptyState, ScrollX } from '@/components/ui';
import { BackupNowButton } from './backup-now-button';
import { RestoreButton } from './restore-button';

export type TBackupCopy = { kind: 's3' | 'dropbox'; where: string; ok: boolean; error?: string };
export type TBackupRow = { name: string; size: number; createdAt: string; copies: TBackupCopy[] };
export type TBackupStore = { kind: 's3' | 'dropbox'; state: { connected: boolean; where: string | null; files: { name: string }[]; error: string | null } };

export async function BackupsScreen({ backups, stores }: { backups: TBackupRow[]; stores: TBackupStore[] }) {
  const t = await getTranslations('backups');
  const format = await getFormatter();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('title')}</h1>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">{t('keptDefault')}</p>
          <BackupNowButton />
        </div>
      </Card>
      {backups.length === 0 ? <EmptyState title={t('empty')} /> : (
        <ScrollX label={t('title')}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="p-2">{t('made')}</th>
                <th scope="col" className="p-2">{t('size')}</th>
                <th scope="col" className="p-2">{t('copies')}</th>
                <th scope="col" className="p-2"><span className="sr-only">{t('actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {backups.map((b) => (
                <tr key={b.name} className="border-b border-slate-100">
                  <td className="p-2">{format.dateTime(new Date(b.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td className="p-2">{format.number(b.size / 1_048_576, { maximumFractionDigits: 1 })} MB</td>
                  <td className="p-2">
                    {b.copies.length === 0 ? <span className="text-slate-600">{t('noCopies')}</span> : (
                      <ul>
                        {b.copies.map((c) => (
                          <li key={c.kind} className={c.ok ? 'text-emerald-800' : 'text-red-800'}>
                            {c.ok ? t('copyOk', { where: c.where }) : t('copyFailed', { where: c.where, error: c.error ?? '' })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="p-2">
                    <div className="flex flex-wrap items-center gap-3">
                      <a className="underline" href={`/api/settings/backup/local/${b.name}`} download>
                        {t('download')}<span className="sr-only"> {format.dateTime(new Date(b.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</span>
                      </a>
                      <RestoreButton source="local" name={b.name} label={format.dateTime(new Date(b.createdAt), { dateStyle: 'medium', timeStyle: 'short' })} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollX>
      )}
      <Card>
        <h2 className="mb-2 font-semibold">{t('offsiteTitle')}</h2>
        <ul className="flex flex-col gap-1 text-sm" data-testid="backup-stores">
          {stores.map(({ kind, state }) => (
            <li key={kind}>
              <span className="font-medium">{t(`store.${kind}`)}</span>{': '}
              {!state.connected ? t('storeOff', { vars: kind === 's3' ? 'BACKUP_S3_*' : 'BACKUP_DROPBOX_*' })
                : state.error ? <span className="text-red-800">{t('storeError', { where: state.where ?? '', error: state.error })}</span>
                  : t('storeOn', { where: state.where ?? '', count: state.files.length })}
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <h2 className="mb-2 font-semibold">{t('restoreTitle')}</h2>
        <p className="text-sm text-slate-700">{t('restoreText')}</p>
        <pre className="mt-2 overflow-x-auto rounded bg-slate-100 p-2 text-xs"><code>npm run restore -- tourbook-….tbk{'\n'}npm run restore -- s3:tourbook-….tbk{'\n'}npm run restore -- dropbox:tourbook-….tbk</code></pre>
        <p className="mt-2 text-sm text-slate-700">{t('keyText')}</p>
      </Card>
    </div>
  );
}
