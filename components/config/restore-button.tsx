// "Restore…" on /config/backup: POST /api/settings/backup/restore starts putting one backup into a
// NEW database beside the running one (never over it); the screen follows GET .../restore until it
// is done, then says where it is and how the operator switches the application to it
// (docs/decisions/backups.md).
'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, ConfirmDialog, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';

type TRestore = {
  state: 'none' | 'running' | 'done' | 'failed'; name: string | null;
  target: { kind: 'dataDir'; path: string } | { kind: 'database'; name: string; url: string } | null;
  tables: number | null; rows: number | null; error: string | null;
};
const POLL_MS = 1500;

export function RestoreButton({ source, name, label }: { source: 'local' | 's3' | 'dropbox'; name: string; label: string }) {
  const t = useTranslations('backups');
  const { showError } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [restore, setRestore] = useState<TRestore | null>(null);
  useEffect(() => {
    if (restore?.state !== 'running') return;
    const timer = setTimeout(() => {
      apiFetch<TRestore>('/api/settings/backup/restore').then((r) => setRestore(r.name === name ? r : { ...restore, state: 'failed', error: null }), showError);
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [restore, name, showError]);
  const start = async () => {
    try {
      setRestore(await apiFetch<TRestore>('/api/settings/backup/restore', { method: 'POST', body: { source, name } }));
    } catch (err) {
      showError(err);
      throw err;
    }
  };
  if (restore?.state === 'running') {
    return <p role="status" className="flex items-center gap-2 text-sm"><Spinner size="sm" />{t('restoring')}</p>;
  }
  if (restore?.state === 'failed') {
    return <p role="alert" className="text-sm text-red-800">{t('restoreFailed', { error: restore.error ?? '' })}</p>;
  }
  if (restore?.state === 'done' && restore.target) {
    const setting = restore.target.kind === 'dataDir' ? `DATA_DIR=${restore.target.path}` : `DATABASE_URL=${restore.target.url}`;
    return (
      <div role="status" className="flex flex-col gap-1 text-sm" data-testid="restore-done">
        <p>{t('restored', { tables: restore.tables ?? 0, rows: restore.rows ?? 0 })}</p>
        <p>{t('restoredSwitch')}</p>
        <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-100 p-2 text-xs"><code>{setting}</code></pre>
      </div>
    );
  }
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('restore')}<span className="sr-only"> {label}</span>
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={t('restoreConfirmTitle', { label })} description={t('restoreConfirmText')} confirmLabel={t('restore')} onConfirm={start} />
    </>
  );
}
