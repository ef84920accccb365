// The medical questionnaire and the waiver on a diver's readiness record: the date that counts and
// where it came from (the diver's signed form, or entered by staff from a paper form), how long it
// holds, the newest form sent and its signature check; "Send" creates a form of the marked
// definition for the customer (the generic form create) and shows its link (the forms' own link
// dialog, with QR code); "Link" shows the link of the newest form again.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormLinksDialog } from '@/components/resources/form-links/form-links-dialog';
import { useSnackbar } from '@/components/snackbar';
import { Button } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TDiverRecord } from '@/lib/contract/dive';
import { form as formResource } from '@/lib/contract/resources/forms';
import { formatDate } from '@/lib/format';

type TKind = 'medical' | 'waiver';
type TState = TDiverRecord['medical'] | TDiverRecord['waiver'];

function latestText(t: ReturnType<typeof useTranslations>, s: TState): string {
  const l = s.latest;
  if (!l) return t('none');
  if (l.signatureValid === false) return t('changed', { date: formatDate(l.signedAt ?? l.createdAt, 'dateTime') });
  if (l.signedAt) return t('signed', { date: formatDate(l.signedAt, 'dateTime') });
  return t('sent', { date: formatDate(l.createdAt) });
}

export function DiverForms({ record, mayEdit, onSent }: { record: TDiverRecord; mayEdit: boolean; onSent: () => void }) {
  const t = useTranslations('diveForms');
  const { showError } = useSnackbar();
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  const send = useMutation({
    mutationFn: async (kind: TKind) => {
      const name = `${t(`kind.${kind}`)} – ${record.name}`;
      const created = await apiFetch<{ id: string }>('/api/form', { method: 'POST', body: { name, formdef: record[kind].formdef, customer: record.customer } });
      return { id: created.id, name };
    },
    onSuccess: (f) => { setOpen(f); onSent(); },
    onError: showError,
  });
  return (
    <section className="space-y-2" data-testid="diver-forms">
      <h3 className="font-semibold">{t('title')}</h3>
      <ul className="divide-y divide-slate-200 text-sm">
        {(['medical', 'waiver'] as const).map((kind) => {
          const s = record[kind];
          const needsPhysician = kind === 'medical' && record.medical.needsPhysician;
          return (
            <li key={kind} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid={`diver-form-${kind}`}>
              <span className="min-w-0">
                <span className="font-medium">{t(`kind.${kind}`)}: </span>
                {s.date ? t('counts', { date: formatDate(s.date), until: s.validUntil ? formatDate(s.validUntil) : '' }) : t('noDate')}
                {s.source && <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700" data-testid={`source-${kind}`}>{t(`source.${s.source}`)}</span>}
                {needsPhysician && <span className="ml-2 text-amber-800">{t('physician')}</span>}
                <span className="block text-slate-600">{latestText(t, s)}</span>
                {s.latest?.signatureValid === false && <span className="block text-red-800" role="note">{t('changedHint')}</span>}
              </span>
              <span className="flex flex-wrap gap-1">
                {s.latest && <Button size="sm" variant="ghost" onClick={() => setOpen({ id: s.latest!.id, name: t(`kind.${kind}`) })}>{t('link')}</Button>}
                {mayEdit && (s.formdef
                  ? <Button size="sm" variant="secondary" loading={send.isPending && send.variables === kind} onClick={() => send.mutate(kind)}>{t('send')}</Button>
                  : <span className="text-slate-600">{t('noDefinition')}</span>)}
              </span>
            </li>
          );
        })}
      </ul>
      {open && <FormLinksDialog resource={formResource} row={{ id: open.id }} name={open.name} mayChange={mayEdit} onClose={() => setOpen(null)} />}
    </section>
  );
}
