// Unsaved-changes warning: while `dirty`, leaving the page asks first. A reload, a closed tab or a
// typed URL get the browser's own beforeunload question; links inside the
// app, captured before Next's router sees the click, get our confirm dialog. (Next's app router
// has no navigation-blocking API; faking history entries for the back button confuses its state.)
'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui';
import { isInAppNavigation } from './in-app-navigation';

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const anchor = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || !isInAppNavigation(anchor, window.location)) return;
      e.preventDefault();
      e.stopPropagation();
      setPending(anchor.href);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return (
    <UnsavedConfirm
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      onLeave={() => {
        const to = pending;
        setPending(null);
        if (to) {
          const url = new URL(to);
          router.push(url.pathname + url.search + url.hash);
        }
      }}
    />
  );
}

/** The "leave without saving?" question (the guard above, a record's page, the form dialog). */
export function UnsavedConfirm({ open, onOpenChange, onLeave }: { open: boolean; onOpenChange: (open: boolean) => void; onLeave: () => void }) {
  const t = useTranslations('resources.form');
  return (
    <ConfirmDialog open={open} onOpenChange={onOpenChange} title={t('unsavedTitle')} description={t('unsavedText')}
      confirmLabel={t('leave')} cancelLabel={t('stay')} destructive onConfirm={onLeave} />
  );
}

/** Leaving a form (its cancel button, closing its dialog): at once when nothing changed, else
 *  after the question. `confirm` is the question's dialog, to be rendered by the caller. */
export function useLeaveForm(leave: () => void) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  return {
    setDirty,
    requestLeave: () => (dirty ? setAsking(true) : leave()),
    confirm: <UnsavedConfirm open={asking} onOpenChange={setAsking} onLeave={() => { setDirty(false); leave(); }} />,
  };
}
