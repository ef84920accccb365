// "New link" in the guest-link dialog (POST {base}/{id}/links): a new token for a link that went
// astray, after a confirmation; the dialog then shows the new links, and the old ones open nothing.
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, ConfirmDialog } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TResource } from '@/lib/contract/resources';
import { formLinksPath, type TFormLinksAnswer } from '@/lib/resources/form-links';
import { resourceKeys } from '../list/list-cache';

export function RenewLinks({ resource, id }: { resource: TResource; id: string }) {
  const t = useTranslations('formLinks');
  const qc = useQueryClient();
  const snackbar = useSnackbar();
  const [asking, setAsking] = useState(false);
  const renew = useMutation({
    mutationFn: () => apiFetch<TFormLinksAnswer>(formLinksPath(resource.base, id), { method: 'POST' }),
    onSuccess: (answer) => {
      qc.setQueryData(resourceKeys.links(resource.name, id), answer);
      snackbar.showSuccess(t('renewed'));
    },
  });
  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">{t('renewHint')}</p>
      <Button variant="secondary" onClick={() => setAsking(true)} className="shrink-0">{t('renew')}</Button>
      <ConfirmDialog open={asking} onOpenChange={setAsking} title={t('renewTitle')} description={t('renewText')}
        confirmLabel={t('renew')} destructive onConfirm={() => renew.mutateAsync()} />
    </div>
  );
}
