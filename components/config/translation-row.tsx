// One text of /config/translations: its key, the shipped text (or, for a language the operator
// added, the English one as reference), and the operator's own text, saved on its own; "shipped
// text" removes the operator's text of this language only.
'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Textarea } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TTextRow } from '@/lib/config/translation-rows';

export function TranslationRow({ row, lang }: { row: TTextRow; lang: string }) {
  const t = useTranslations('configTexts');
  const router = useRouter();
  const { showSuccess, showError } = useSnackbar();
  const [draft, setDraft] = useState(row.override ?? '');
  const [busy, setBusy] = useState(false);
  const id = `text-${row.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

  async function send(text: string | null) {
    setBusy(true);
    try {
      await apiFetch('/api/settings/group/translations', { method: 'POST', body: { [row.key]: { [lang]: text } } });
      if (text === null) setDraft('');
      showSuccess(text === null ? t('resetDone') : t('saved'));
      router.refresh();
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  }

  const changed = draft.trim() !== (row.override ?? '');
  return (
    <li className="space-y-2 p-4">
      <label htmlFor={id} className="block break-all font-mono text-xs text-slate-600">{row.key}</label>
      <p className="text-sm text-slate-800">
        <span className="font-medium">{row.reference !== null ? t('reference') : t('shipped')}: </span>
        {row.shipped ?? row.reference ?? <em className="text-red-700">{t('noText')}</em>}
      </p>
      <Textarea id={id} rows={2} value={draft} placeholder={t('ownPlaceholder')} onChange={(e) => setDraft(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={!changed || draft.trim() === ''} loading={busy} onClick={() => send(draft.trim())}>{t('save')}</Button>
        {row.override !== null && <Button size="sm" variant="secondary" disabled={busy} onClick={() => send(null)}>{t('reset')}</Button>}
      </div>
    </li>
  );
}
