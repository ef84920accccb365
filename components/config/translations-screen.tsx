// /config/translations: choose a language, search, show all, the changed or the missing texts (a
// plain GET form: the list is filtered on the server), edit them a row at a time
// (translation-row.tsx), and add a language besides de and en (general.textLanguages).
'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, EmptyState, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TTextsFilter, TTextsPage } from '@/lib/config/translation-rows';
import { TranslationRow } from './translation-row';

type TProps = { languages: { code: string; name: string }[]; lang: string; q: string; filter: TTextsFilter; page: number; result: TTextsPage };

export function TranslationsScreen({ languages, lang, q, filter, page, result }: TProps) {
  const t = useTranslations('configTexts');
  const router = useRouter();
  const { showSuccess, showError } = useSnackbar();
  const [code, setCode] = useState('');
  const at = Math.min(page, result.pages);
  const link = (p: number) => `/config/translations?${new URLSearchParams({ lang, q, filter, page: String(p) })}`;

  async function addLanguage(e: React.FormEvent) {
    e.preventDefault();
    const added = languages.map((l) => l.code).filter((c) => c !== 'de' && c !== 'en');
    try {
      await apiFetch('/api/settings/group/general', { method: 'POST', body: { textLanguages: [...added, code.trim().toLowerCase()] } });
      showSuccess(t('languageAdded'));
      router.push(`/config/translations?lang=${encodeURIComponent(code.trim().toLowerCase())}&filter=missing`);
      setCode('');
    } catch (err) {
      showError(err);
    }
  }

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <Card>
        <form method="get" action="/config/translations" className="grid gap-3 sm:grid-cols-4 sm:items-end">
          <Field label={t('language')}>{(c) => <Select {...c} name="lang" defaultValue={lang} options={languages.map((l) => ({ value: l.code, label: l.name }))} />}</Field>
          <Field label={t('search')} className="sm:col-span-2">{(c) => <Input {...c} name="q" type="search" defaultValue={q} />}</Field>
          <Field label={t('show')}>
            {(c) => <Select {...c} name="filter" defaultValue={filter} options={[
              { value: 'all', label: t('filter.all') },
              { value: 'changed', label: t('filter.changed', { n: result.changed }) },
              { value: 'missing', label: t('filter.missing', { n: result.missing }) },
            ]} />}
          </Field>
          <Button type="submit" className="sm:col-start-4">{t('apply')}</Button>
        </form>
      </Card>
      <p className="text-sm text-slate-700" aria-live="polite">{t('count', { n: result.total, changed: result.changed, missing: result.missing })}</p>
      {result.rows.length === 0 ? <EmptyState title={filter === 'changed' && !q ? t('noneChanged') : t('empty')} /> : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {result.rows.map((row) => <TranslationRow key={`${lang}:${row.key}:${row.override ?? ''}`} row={row} lang={lang} />)}
        </ul>
      )}
      {result.pages > 1 && (
        <nav aria-label={t('pages')} className="flex items-center justify-between gap-2 text-sm">
          {at > 1 ? <Link className="text-sky-800 underline" href={link(at - 1)}>{t('previous')}</Link> : <span />}
          <span>{t('pageOf', { page: at, pages: result.pages })}</span>
          {at < result.pages ? <Link className="text-sky-800 underline" href={link(at + 1)}>{t('next')}</Link> : <span />}
        </nav>
      )}
      <Card title={t('addTitle')} description={t('addText')}>
        <form onSubmit={addLanguage} className="flex flex-wrap items-end gap-2">
          <Field label={t('code')}>{(c) => <Input {...c} value={code} onChange={(e) => setCode(e.target.value)} maxLength={2} pattern="[a-zA-Z]{2}" required className="w-24" />}</Field>
          <Button type="submit" variant="secondary" disabled={!/^[a-zA-Z]{2}$/.test(code.trim())}>{t('add')}</Button>
        </form>
      </Card>
    </div>
  );
}
