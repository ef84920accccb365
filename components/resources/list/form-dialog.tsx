// The form of one record in a dialog over its list (lists whose route table has no edit route).
// Closing it with unsaved changes asks first.
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog, Dialog } from '@/components/ui';
import { screenTitleKey, type TScreen } from '@/lib/resources/screens';
import { ResourceForm } from '../form/resource-form';

type TProps = {
  screen: TScreen;
  id: string | null;
  can: { create: boolean; update: boolean; delete: boolean };
  onClose: () => void;
  /** Show another record (a saved new one, a copy). */
  onOpen: (id: string) => void;
};

export function FormDialog({ screen, id, can, onClose, onOpen }: TProps) {
  const t = useTranslations();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => (dirty ? setAsking(true) : onClose());
  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && close()}
        size="lg"
        title={`${t(screenTitleKey(screen))}: ${t(id === null ? 'resources.form.createTitle' : 'resources.form.editTitle')}`}
      >
        <ResourceForm
          screen={screen}
          id={id}
          can={can}
          onDirtyChange={setDirty}
          onSaved={() => onClose()}
          onCopied={(copy) => onOpen(copy.id)}
          onDeleted={onClose}
          onCancel={close}
        />
      </Dialog>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('resources.form.unsavedTitle')}
        description={t('resources.form.unsavedText')}
        confirmLabel={t('resources.form.leave')}
        cancelLabel={t('resources.form.stay')}
        destructive
        onConfirm={() => {
          setDirty(false);
          onClose();
        }}
      />
    </>
  );
}
