// The live preview on the template editor: the template as it stands in the form (the unsaved
// draft of the chosen language, else the stored one) rendered against a real booking, as it would
// go out (subject, HTML in a sandboxed frame, text part), and the variables a template can use.
// It follows the typing (half a second after the last key).
'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button, Card, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { z } from 'zod';
import type { ZRenderedMail } from '@/lib/contract/mail';

type TRendered = z.infer<typeof ZRenderedMail>;
type TBookingRow = { id: string; bookingNo: string | null; reservationNo: string | null; offerNo: string | null; title: string | null };
export type TTemplateDraft = { subject: { de?: string; en?: string }; body: { de?: string; en?: string } };

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function TemplatePreview({ templateId, draft }: { templateId: string; draft?: TTemplateDraft | null }) {
  const t = useTranslations('mailQueue');
  const [booking, setBooking] = useState('');
  const [language, setLanguage] = useState<'de' | 'en'>('en');
  const bookings = useQuery({
    queryKey: ['mailtemplate', 'preview-bookings'],
    queryFn: ({ signal }) => apiFetch<{ data: TBookingRow[] }>('/api/bookings', { signal, query: { size: 30, sort: 'bookingDate', order: -1 } }),
  });
  const chosen = booking || bookings.data?.data[0]?.id;
  const text = useSettled({ subject: draft?.subject[language] || undefined, body: draft?.body[language] || undefined }, 500);
  const preview = useQuery({
    queryKey: ['mailtemplate', 'preview', templateId, chosen, language, text.subject, text.body],
    enabled: !!chosen,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiFetch<TRendered>(`/api/mail/template/${templateId}/preview`, { method: 'POST', signal, body: { booking: chosen, language, ...text } }),
  });
  const out = preview.data;
  const options = (bookings.data?.data ?? []).map((b) => ({ value: b.id, label: [b.bookingNo ?? b.reservationNo ?? b.offerNo, b.title].filter(Boolean).join(' · ') || b.id }));
  return (
    <Card title={t('previewTitle')} description={t('previewText')}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          {t('previewBooking')}
          <Select className="min-w-64" value={booking} onChange={(e) => setBooking(e.target.value)} options={options} />
        </label>
        <label className="grid gap-1 text-sm">
          {t('previewLanguage')}
          <Select className="w-24" value={language} onChange={(e) => setLanguage(e.target.value as 'de' | 'en')} options={[{ value: 'en', label: 'EN' }, { value: 'de', label: 'DE' }]} />
        </label>
        <Button variant="secondary" onClick={() => preview.refetch()} loading={preview.isFetching} disabled={!options.length}>{t('previewShow')}</Button>
      </div>
      {out?.error && <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">{t('previewError', { error: out.error })}</p>}
      {out && !out.error && (
        <div className="mt-4 space-y-3">
          <p className="text-sm"><span className="text-slate-500">{t('subject')}: </span><strong>{out.subject}</strong></p>
          <iframe title={t('partHtml')} sandbox="" srcDoc={out.html} className="h-[420px] w-full rounded-md border border-slate-200 bg-white" />
          <details className="text-sm">
            <summary className="cursor-pointer text-slate-700">{t('partText')}</summary>
            <pre className="mt-2 max-h-80 overflow-auto rounded-md bg-slate-50 p-3 whitespace-pre-wrap">{out.text}</pre>
          </details>
        </div>
      )}
      {out && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-slate-700">{t('variables')}</summary>
          <ul className="mt-2 grid gap-1 font-mono text-xs sm:grid-cols-2">{out.variables.map((v) => <li key={v}>{`{{${v}}}`}</li>)}</ul>
        </details>
      )}
    </Card>
  );
}
