// A diver's readiness record from the manifest: certifications (add, verify: the logged-in staff
// member is recorded; remove), the medical questionnaire and the waiver (from the signed forms,
// sent from here, or typed by staff from paper forms), the physician's approval and the emergency
// contact. Changes show on the manifest and the roll call at once.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Checkbox, Dialog, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { CERT_AGENCIES, type TDiverRecord } from '@/lib/contract/dive';
import { CERT_LEVELS, SPECIALITIES } from '@/lib/contract/resources/dive';
import { formatDate } from '@/lib/format';
import { ScanLink, ScanPicker } from './cert-scan';
import { diveKeys } from './dive-api';
import { DiverForms } from './diver-forms';

type TForm = { emergencyName: string; emergencyPhone: string; medicalDate: string; medicalNeedsPhysician: boolean; physicianApprovedOn: string; waiverDate: string };
const toForm = (d: TDiverRecord): TForm => ({
  emergencyName: d.emergencyName ?? '', emergencyPhone: d.emergencyPhone ?? '', medicalDate: d.medicalDate ?? '',
  medicalNeedsPhysician: d.medicalNeedsPhysician, physicianApprovedOn: d.physicianApprovedOn ?? '', waiverDate: d.waiverDate ?? '',
});
const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

function RecordForm({ record, onSave, saving }: { record: TDiverRecord; onSave: (f: TForm) => void; saving: boolean }) {
  const t = useTranslations('dive');
  const [f, setF] = useState<TForm>(() => toForm(record));
  const set = (k: keyof TForm) => (e: React.ChangeEvent<HTMLInputElement>) => setF({ ...f, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value });
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <label className="text-sm">{t('rec.medicalDate')}<Input type="date" value={f.medicalDate} onChange={set('medicalDate')} /></label>
      <label className="text-sm">{t('rec.waiverDate')}<Input type="date" value={f.waiverDate} onChange={set('waiverDate')} /></label>
      <label className="flex items-center gap-2 text-sm"><Checkbox checked={f.medicalNeedsPhysician} onChange={set('medicalNeedsPhysician')} />{t('rec.needsPhysician')}</label>
      <label className="text-sm">{t('rec.physicianApprovedOn')}<Input type="date" value={f.physicianApprovedOn} onChange={set('physicianApprovedOn')} /></label>
      <label className="text-sm">{t('rec.emergencyName')}<Input value={f.emergencyName} onChange={set('emergencyName')} /></label>
      <label className="text-sm">{t('rec.emergencyPhone')}<Input value={f.emergencyPhone} onChange={set('emergencyPhone')} /></label>
      <div className="sm:col-span-2"><Button size="sm" loading={saving} onClick={() => onSave(f)}>{t('rec.save')}</Button></div>
    </div>
  );
}

export function DiverDialog({ customer, mayEdit, onClose }: { customer: string; mayEdit: boolean; onClose: () => void }) {
  const t = useTranslations('dive');
  const qc = useQueryClient();
  const { showError, showSuccess } = useSnackbar();
  const key = ['dive', 'diver', customer];
  const rec = useQuery({ queryKey: key, queryFn: ({ signal }) => apiFetch<TDiverRecord>(`/api/dive/divers/${customer}`, { signal }) });
  const [cert, setCert] = useState<{ agency: string; level: string; number: string; date: string; specialities: string[]; media: string | null }>({ agency: 'PADI', level: 'openWater', number: '', date: '', specialities: [], media: null });
  const tm = useTranslations('diveMore');
  const done = () => { void qc.invalidateQueries({ queryKey: key }); void qc.invalidateQueries({ queryKey: diveKeys.all }); };
  const m = useMutation({
    mutationFn: (v: { path: string; method?: 'POST' | 'DELETE'; body?: unknown }) => apiFetch(v.path, { method: v.method ?? 'POST', body: v.body }),
    onSuccess: () => { showSuccess(t('rec.saved')); done(); },
    onError: showError,
  });
  const d = rec.data;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} size="lg" title={d?.name ?? t('loading')} description={d?.lastDiveDate ? t('rec.lastDive', { date: formatDate(d.lastDiveDate) }) : undefined}>
      {d && (
        <div className="space-y-4" data-testid="diver-dialog">
          <section className="space-y-2">
            <h3 className="font-semibold">{t('cols.certification')}</h3>
            <ul className="divide-y divide-slate-200 text-sm">
              {d.certifications.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
                  <span>{c.agency} {t(`levels.${c.level}`)} {c.number ?? ''} {c.date ? formatDate(c.date) : ''}
                    {c.specialities.length > 0 && <span className="ml-2" data-testid="cert-specialities">{c.specialities.map((x) => t(`specialities.${x}`)).join(', ')}</span>}
                    <span className="ml-2 text-slate-600">{c.verifiedAt ? t('rec.verifiedBy', { name: c.verifiedByName ?? '', date: formatDate(c.verifiedAt) }) : t('unverified')}</span>
                    <span className="ml-2"><ScanLink media={c.media} /></span>
                  </span>
                  {mayEdit && !c.verifiedAt && <ScanPicker media={c.media} onPick={(media) => m.mutate({ path: `/api/dive/certifications/${c.id}/scan`, body: { media } })} />}
                  {mayEdit && <span className="flex gap-1">
                    {!c.verifiedAt && <Button size="sm" onClick={() => m.mutate({ path: `/api/dive/certifications/${c.id}/verify` })}>{t('rec.verify')}</Button>}
                    <Button size="sm" variant="ghost" onClick={() => m.mutate({ path: `/api/dive/certifications/${c.id}`, method: 'DELETE' })}>{t('remove')}</Button>
                  </span>}
                </li>
              ))}
            </ul>
            {mayEdit && (
              <div className="flex flex-wrap items-end gap-2">
                <Select aria-label={t('rec.agency')} className="w-28" value={cert.agency} onChange={(e) => setCert({ ...cert, agency: e.target.value })} options={CERT_AGENCIES.map((a) => ({ value: a, label: a }))} />
                <Select aria-label={t('rec.level')} className="w-36" value={cert.level} onChange={(e) => setCert({ ...cert, level: e.target.value })} options={CERT_LEVELS.filter((l) => l !== 'none').map((l) => ({ value: l, label: t(`levels.${l}`) }))} />
                <Input aria-label={t('rec.number')} placeholder={t('rec.number')} className="w-32" value={cert.number} onChange={(e) => setCert({ ...cert, number: e.target.value })} />
                <Input aria-label={t('rec.certDate')} type="date" className="w-40" value={cert.date} onChange={(e) => setCert({ ...cert, date: e.target.value })} />
                <fieldset className="flex w-full flex-wrap gap-x-3 gap-y-1 text-sm">
                  <legend className="mb-1 text-slate-600">{t('rec.specialities')}</legend>
                  {SPECIALITIES.map((x) => (
                    <Checkbox key={x} label={t(`specialities.${x}`)} checked={cert.specialities.includes(x)}
                      onChange={(e) => setCert({ ...cert, specialities: e.target.checked ? [...cert.specialities, x] : cert.specialities.filter((y) => y !== x) })} />
                  ))}
                </fieldset>
                <div className="w-full"><span className="text-sm">{tm('scanAttach')}</span><ScanPicker media={cert.media} onPick={(media) => setCert({ ...cert, media })} /></div>
                <Button size="sm" variant="secondary" onClick={() => m.mutate({ path: `/api/dive/divers/${customer}/certifications`, body: { agency: cert.agency, level: cert.level, number: orNull(cert.number), date: orNull(cert.date), specialities: cert.specialities, media: cert.media } })}>{t('rec.addCert')}</Button>
              </div>
            )}
          </section>
          <DiverForms record={d} mayEdit={mayEdit} onSent={done} />
          {mayEdit && <RecordForm key={JSON.stringify(toForm(d))} record={d} saving={m.isPending} onSave={(f) => m.mutate({
            path: `/api/dive/divers/${customer}`,
            body: { emergencyName: orNull(f.emergencyName), emergencyPhone: orNull(f.emergencyPhone), medicalDate: orNull(f.medicalDate), medicalNeedsPhysician: f.medicalNeedsPhysician, physicianApprovedOn: orNull(f.physicianApprovedOn), waiverDate: orNull(f.waiverDate) },
          })} />}
          <p><a className="text-sm text-sky-700 hover:underline" href={`/api/dive/divers/${customer}/logbook/pdf`} target="_blank" rel="noreferrer" data-testid="diver-logbook-pdf">{tm('printLogBook')}</a></p>
        </div>
      )}
    </Dialog>
  );
}
