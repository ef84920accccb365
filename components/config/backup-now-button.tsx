// "Back up now" on /config/backup: POST /api/settings/backup, then the list again.
'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';

export function BackupNowButton() {
  const t = useTranslations('backups');
  const router = useRouter();
  const { showSuccess, showError } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const made = await apiFetch<{ copies: { ok: boolean }[] }>('/api/settings/backup', { method: 'POST' });
      showSuccess(made.copies.every((c) => c.ok) ? t('done') : t('doneCopyFailed'));
      router.refresh();
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };
  return <Button onClick={run} loading={busy}>{t('now')}</Button>;
}
