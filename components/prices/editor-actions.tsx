// The price-list editor's action bar (kept in view at the bottom of a long form): delete (with a
// confirm), copy (saved lists only), back to the list (asks first when there are unsaved
// changes) and save.
'use client';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TRecord } from '@/components/resources/form/use-resource-mutations';
import { useSnackbar } from '@/components/snackbar';
import { Button, ConfirmDialog } from '@/components/ui';

type TProps = {
  id: string | null;
  name: string;
  can: { create: boolean; update: boolean; delete: boolean };
  readOnly: boolean;
  dirty: boolean;
  submitting: boolean;
  copy: UseMutationResult<TRecord, Error, string>;
  remove: UseMutationResult<unknown, Error, string>;
  onCopied: (item: TRecord) => void;
  onDeleted: () => void;
  onLeave: () => void;
};

export function EditorActions({ id, name, can, readOnly, dirty, submitting, copy, remove, onCopied, onDeleted, onLeave }: TProps) {
  const t = useTranslations('resources.form');
  const snackbar = useSnackbar();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  return (
    <div className="sticky bottom-0 z-20 flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white/95 px-3 py-2 shadow-sm backdrop-blur sm:px-4 sm:py-3">
      {id !== null && can.delete && <Button variant="danger" onClick={() => setConfirmDelete(true)}>{t('delete')}</Button>}
      {id !== null && can.create && (
        <Button variant="secondary" loading={copy.isPending} disabled={dirty} title={dirty ? t('saveBeforeCopy') : undefined}
          onClick={() => copy.mutate(id, { onSuccess: (c) => { snackbar.showSuccess(t('copied')); onCopied(c); } })}>
          {t('copy')}
        </Button>
      )}
      <span className="flex-1" />
      <Button variant="secondary" onClick={() => (dirty ? setConfirmLeave(true) : onLeave())}>{t('cancel')}</Button>
      {!readOnly && <Button type="submit" loading={submitting}>{t('save')}</Button>}
      <ConfirmDialog open={confirmDelete} onOpenChange={setConfirmDelete} title={t('deleteTitle')} description={t('deleteText', { name })}
        confirmLabel={t('delete')} destructive
        onConfirm={async () => {
          await remove.mutateAsync(id!);
          snackbar.showSuccess(t('deleted'));
          onDeleted();
        }} />
      <ConfirmDialog open={confirmLeave} onOpenChange={setConfirmLeave} title={t('unsavedTitle')} description={t('unsavedText')}
        confirmLabel={t('leave')} cancelLabel={t('stay')} destructive onConfirm={onLeave} />
    </div>
  );
}
