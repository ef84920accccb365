// The delete confirmation of every generic resource (its form and its list): a refusal stays in
// the dialog with the server's reason (a 409's description: where the record is still used), so
// the user sees why instead of a generic "conflict" and can act on it.
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui';
import { refusalText } from './server-error';

type TProps = { open: boolean; onOpenChange: (open: boolean) => void; name: string; onDelete: () => Promise<unknown> };

export function ResourceDeleteDialog({ open, onOpenChange, name, onDelete }: TProps) {
  const t = useTranslations();
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => { if (!o) setError(null); onOpenChange(o); }}
      title={t('resources.form.deleteTitle')}
      description={(
        <>
          <span className="block">{t('resources.form.deleteText', { name })}</span>
          {error && <span role="alert" className="mt-3 block rounded border border-red-200 bg-red-50 p-2 text-red-800">{error}</span>}
        </>
      )}
      confirmLabel={t('resources.form.delete')}
      destructive
      onConfirm={async () => {
        setError(null);
        try {
          await onDelete();
        } catch (err) {
          setError(refusalText(err, (k) => t(k)));
          throw err;
        }
      }}
    />
  );
}
