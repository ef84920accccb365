// The documents kept on a booking, on its detail: upload files (pictures, PDF, text, office
// documents; the server checks type and size), keep a generated document (confirmation, voucher,
// invoice) from a template, open or download each, delete, and show the check-in QR code.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button, Card, Checkbox, ConfirmDialog, Field, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDocument, TDocTemplate } from '@/lib/contract/booking-documents';
import { errorText } from '@/lib/bookings/error-text';
import { fileSizeText, formatDate } from '@/lib/format';

type TTemplates = { data: { id: TDocTemplate; available: boolean }[] };

export function BookingDocuments({ bookingId, version, canUpdate }: { bookingId: string; version: number; canUpdate: boolean }) {
  const t = useTranslations('bookingDocuments');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const key = ['booking-documents', bookingId];
  const docs = useQuery({ queryKey: key, queryFn: ({ signal }) => apiFetch<{ data: TBookingDocument[] }>(`/api/bookings/${bookingId}/documents`, { signal }) });
  const templates = useQuery({ queryKey: ['booking-templates', bookingId, version], queryFn: ({ signal }) => apiFetch<TTemplates>(`/api/bookings/${bookingId}/templates`, { signal }) });
  const [template, setTemplate] = useState<TDocTemplate>('confirmation');
  const [optimize, setOptimize] = useState(true);
  const [removing, setRemoving] = useState<TBookingDocument | null>(null);
  const [qr, setQr] = useState<{ reference: string; png: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: key });
  const upload = useMutation({
    meta: { silent: true },
    mutationFn: async (files: File[]) => {
      for (const file of files) {
        const form = new FormData();
        form.set('file', file, file.name);
        await apiFetch<TBookingDocument>(`/api/bookings/${bookingId}/upload`, { method: 'POST', body: form, query: { optimize: optimize ? '1' : '0' } });
      }
    },
    onSettled: async () => { if (fileRef.current) fileRef.current.value = ''; await refresh(); },
  });
  const store = useMutation({ meta: { silent: true }, mutationFn: () => apiFetch<TBookingDocument>(`/api/bookings/${bookingId}/store`, { method: 'POST', query: { template } }), onSuccess: refresh });
  const remove = useMutation({ meta: { silent: true }, mutationFn: (d: TBookingDocument) => apiFetch<unknown>(d.url, { method: 'DELETE' }), onSuccess: async () => { setRemoving(null); await refresh(); } });
  const checkin = useMutation({ meta: { silent: true }, mutationFn: () => apiFetch<{ reference: string; png: string }>(`/api/bookings/${bookingId}/qrcode`, { method: 'POST' }), onSuccess: setQr });
  const list = docs.data?.data ?? [];
  const available = (templates.data?.data ?? []).filter((x) => x.available);
  const problem = upload.error ?? store.error ?? checkin.error ?? remove.error;
  return (
    <Card title={t('title')} data-testid="booking-documents">
      {list.length === 0 ? <p className="text-sm text-slate-600">{docs.isPending ? t('loading') : t('none')}</p> : (
        <ul className="divide-y divide-slate-100 text-sm">
          {list.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="booking-document">
              <a className="min-w-0 break-all font-medium text-sky-800 underline" href={d.url} target="_blank" rel="noreferrer">{d.name}</a>
              <span className="text-slate-600">{d.source === 'template' ? t(`templates.${d.template as TDocTemplate}`) : t('uploaded')}</span>
              <span className="tabular-nums text-slate-600">{fileSizeText(d.sizeInBytes)}</span>
              <span className="text-slate-600">{formatDate(d.createdAt.slice(0, 10))}</span>
              {canUpdate && <Button size="sm" variant="secondary" onClick={() => setRemoving(d)}>{t('delete')}</Button>}
            </li>
          ))}
        </ul>
      )}
      {canUpdate && (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <Field label={t('upload')} hint={t('uploadHint')} className="sm:w-72">
            {(c) => <input {...c} ref={fileRef} type="file" multiple data-testid="booking-document-file" className="block w-full text-sm"
              accept="image/*,application/pdf,text/plain,text/csv,.doc,.docx,.xls,.xlsx,.odt,.ods"
              onChange={(e) => { const files = [...(e.target.files ?? [])]; if (files.length) upload.mutate(files); }} />}
          </Field>
          <Checkbox label={t('optimize')} checked={optimize} onChange={(e) => setOptimize(e.target.checked)} />
          <div className="flex items-end gap-2">
            <Field label={t('template')} className="w-44">
              {(c) => <Select {...c} value={template} onChange={(e) => setTemplate(e.target.value as TDocTemplate)}
                options={available.map((x) => ({ value: x.id, label: t(`templates.${x.id}`) }))} />}
            </Field>
            <Button variant="secondary" onClick={() => store.mutate()} loading={store.isPending} disabled={!available.some((x) => x.id === template)}>{t('store')}</Button>
          </div>
          <Button variant="secondary" onClick={() => checkin.mutate()} loading={checkin.isPending}>{t('checkinQr')}</Button>
        </div>
      )}
      {upload.isPending && <p className="mt-2 text-sm text-slate-600" role="status">{t('uploading')}</p>}
      {problem && <p role="alert" className="mt-2 text-sm text-red-700">{errorText(problem, tAll)}</p>}
      {qr && (
        <figure className="mt-3 flex items-center gap-3" data-testid="checkin-qr">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL from the API */}
          <img src={qr.png} alt={t('checkinQrAlt', { reference: qr.reference })} width={128} height={128} />
          <figcaption className="text-sm text-slate-700">{t('checkinQrText', { reference: qr.reference })}</figcaption>
        </figure>
      )}
      <ConfirmDialog open={!!removing} onOpenChange={(o) => !o && setRemoving(null)} title={t('deleteTitle', { name: removing?.name ?? '' })}
        description={t('deleteText')} confirmLabel={t('delete')} onConfirm={() => (removing ? remove.mutateAsync(removing) : undefined)} />
    </Card>
  );
}
