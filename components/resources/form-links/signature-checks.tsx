'use client';
// The signatures of a form in its Answers dialog: who signed and when, the drawing, and whether
// the SHA-256 of the form's content, computed again by the server (GET /api/form/{id}/signatures),
// still matches the one stored at signing.
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { SIGNATURE_PAD, type TSignatureCheck } from '@/lib/contract/signature';
import { formatDate } from '@/lib/format';

/** The seal as shown: its kind and its value (a keyed seal since issue 31). */
const sealLabel = (hash: string) => (hash.startsWith('hmac-sha256:') ? `HMAC-SHA256 ${hash.slice('hmac-sha256:'.length)}` : `SHA-256 ${hash}`);

export function SignatureChecks({ formId, paths }: { formId: string; paths?: Record<string, string | undefined> }) {
  const t = useTranslations('formAnswers.signatures');
  const checks = useQuery({
    queryKey: ['form', formId, 'signatures'],
    queryFn: ({ signal }) => apiFetch<TSignatureCheck[]>(`/api/form/${encodeURIComponent(formId)}/signatures`, { signal }),
    meta: { silent: true },
  });
  if (checks.isPending) return <p role="status" className="flex items-center gap-2 text-sm text-slate-600"><Spinner />{t('loading')}</p>;
  if (checks.isError) return <p role="alert" className="text-sm text-red-700">{t('loadFailed')}</p>;
  if (checks.data.length === 0) return null;
  return (
    <section aria-label={t('title')} className="space-y-2 rounded-md border border-slate-200 p-3">
      <h3 className="text-base font-semibold">{t('title')}</h3>
      {checks.data.map((c) => (
        <div key={c.key} className="space-y-1 text-sm">
          <p>{t('signedBy', { name: c.name, date: formatDate(c.signedAt, 'dateTime'), version: c.version })} · {t(`method.${c.method}`)}</p>
          {paths?.[c.key] && (
            <svg viewBox={`0 0 ${SIGNATURE_PAD.width} ${SIGNATURE_PAD.height}`} role="img" aria-label={t('drawing', { name: c.name })}
              className="aspect-[3/1] w-full max-w-sm rounded border border-slate-200 bg-white">
              <path d={paths[c.key]} fill="none" stroke="#0f172a" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          )}
          <p className={c.valid ? 'text-emerald-800' : 'font-medium text-red-700'}>{c.valid ? t('valid') : t('invalid')}</p>
          <p className="break-all font-mono text-xs text-slate-600">{sealLabel(c.contentHash)}</p>
        </div>
      ))}
    </section>
  );
}
