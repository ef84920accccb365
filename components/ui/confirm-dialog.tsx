// Confirmation dialog: a question, Cancel and a confirm button (danger for destructive actions).
// onConfirm may return a promise: the button shows a spinner and the dialog closes when it
// resolves; a rejection keeps the dialog open (the caller shows the error snackbar).
'use client';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export type TConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  destructive?: boolean;
  onConfirm: () => void | Promise<unknown>;
};

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, destructive, onConfirm }: TConfirmDialogProps) {
  const t = useTranslations('common');
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // stays open; the caller reports the error
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !busy && onOpenChange(o)}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={confirm} loading={busy}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    />
  );
}
