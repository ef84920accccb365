// The files a guest sent with their guest form (passport scan, certification card, …), each
// opened or downloaded from the back office (GET /api/guestform/{id}/files[/{key}], with the
// login: issue 33 item 10: they were nowhere to be found).
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client-fetch';
import { GUEST_FORM_FILES } from '@/lib/contract/guest-form-elements';
import { fileSizeText, formatDate } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TFile = { key: string; name: string; mimeType: string; sizeInBytes: number; createdAt: string };

export function GuestFormFiles({ formId }: { formId: string }) {
  const t = useTranslations('formAnswers');
  const lang = contentLanguage(useLocale());
  const files = useQuery({
    queryKey: ['guestform', formId, 'files'],
    queryFn: ({ signal }) => apiFetch<TFile[]>(`/api/guestform/${encodeURIComponent(formId)}/files`, { signal }),
    meta: { silent: true },
  });
  if (files.isError) return <p className="text-sm text-red-700">{t('filesFailed')}</p>;
  if (!files.data) return null;
  const label = (key: string) => GUEST_FORM_FILES.find((f) => f.key === key)?.label[lang] ?? key;
  return (
    <section aria-label={t('files')} className="rounded-md border border-slate-200 p-3" data-testid="guest-form-files">
      <h3 className="mb-1 text-base font-semibold">{t('files')}</h3>
      {files.data.length === 0 ? <p className="text-sm text-muted">{t('noFiles')}</p> : (
        <ul className="divide-y divide-slate-100 text-sm">
          {files.data.map((f) => (
            <li key={f.key} className="flex flex-wrap items-baseline justify-between gap-2 py-1.5">
              <span className="text-slate-600">{label(f.key)}</span>
              <a className="break-all text-sky-800 underline" href={`/api/guestform/${encodeURIComponent(formId)}/files/${encodeURIComponent(f.key)}`} target="_blank" rel="noreferrer">
                {f.name}
              </a>
              <span className="text-xs text-muted">{fileSizeText(f.sizeInBytes)} · {formatDate(f.createdAt, 'dateTime')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
