// The guest links of one form or guest form (row action 'formLinks'): each link's absolute URL to
// copy, with its QR code, and the reminder that the link opens the form without a login.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Dialog, ErrorState, Input, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { ApiError } from '@/lib/errors';
import { formLinkEntries, formLinksPath, type TFormLinkEntry, type TFormLinksAnswer } from '@/lib/resources/form-links';
import { resourceKeys } from '../list/list-cache';
import type { TRowActionDialogProps } from '../list/row-actions';
import { QrCode } from './qr-code';
import { RenewLinks } from './renew-links';

const COPIED_MS = 2000;

export function FormLinksDialog({ resource, row, name, onClose, mayChange }: TRowActionDialogProps) {
  const t = useTranslations();
  const links = useQuery({
    queryKey: resourceKeys.links(resource.name, row.id),
    queryFn: ({ signal }) => apiFetch<TFormLinksAnswer>(formLinksPath(resource.base, row.id), { signal }),
    // The dialog shows the failure itself.
    meta: { silent: true },
  });
  // The dialog opens on a click, so this runs in the browser: the links are for this web app.
  const entries = links.data ? formLinkEntries({ resource: resource.name, links: links.data.links, origin: window.location.origin }) : [];
  const failed = links.isError || (links.isSuccess && entries.length === 0);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('formLinks.title', { name })}>
      {links.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 p-6 text-sm text-slate-600">
          <Spinner />
          {t('formLinks.loading')}
        </p>
      ) : failed ? (
        <ErrorState
          title={t('formLinks.loadFailed')}
          text={links.error instanceof ApiError ? (links.error.parsed.messageKey ? t(links.error.parsed.messageKey) : links.error.parsed.description) : undefined}
          action={<Button variant="secondary" onClick={() => links.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <li key={entry.url} className="py-4 first:pt-0">
                <FormLink entry={entry} />
              </li>
            ))}
          </ul>
          <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('formLinks.hint')}</p>
          {mayChange && <RenewLinks resource={resource} id={row.id} />}
        </>
      )}
    </Dialog>
  );
}

function FormLink({ entry }: { entry: TFormLinkEntry }) {
  const t = useTranslations();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const label = t(entry.label);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(entry.url);
      setCopied(true);
    } catch {
      // No clipboard API (a page served over plain http): the old command on the selected text;
      // if that fails too, the text stays selected for the user's own copy.
      setCopied(document.execCommand('copy'));
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrCode text={entry.url} alt={t('formLinks.qr', { label })} />
        <div className="w-full min-w-0 flex-1 space-y-2">
          <Input id={id} ref={input} readOnly value={entry.url} onFocus={(e) => e.currentTarget.select()} className="font-mono sm:text-xs" />
          <Button variant="secondary" onClick={copy} className="w-full sm:w-auto">{copied ? t('formLinks.copied') : t('formLinks.copy')}</Button>
          <span aria-live="polite" className="sr-only">{copied ? t('formLinks.copied') : ''}</span>
        </div>
      </div>
    </div>
  );
}
