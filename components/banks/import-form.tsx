// Import a statement into one bank account (POST /api/banks/{bankId}/import/csv): a CSV export
// with the column mapping (prefilled from the bank's saved one, saved again when asked) or a
// CAMT.053/.054 XML file (read as it is). The file travels as base64 in JSON.
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Card, Checkbox, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import type { TCsvMapping } from '@/lib/contract/banks';

type TResult = { format: string; read: number; imported: number; skipped: number; suggested: number };
type TForm = {
  format: 'auto' | 'csv' | 'camt'; delimiter: TCsvMapping['delimiter']; encoding: TCsvMapping['encoding']; decimal: TCsvMapping['decimal'];
  dateFormat: TCsvMapping['dateFormat']; date: string; amount: string; purpose: string; counterparty: string; iban: string; reference: string; currency: string; save: boolean;
};

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

const fromMapping = (m: TCsvMapping | null): TForm => ({
  format: 'auto', delimiter: m?.delimiter ?? ';', encoding: m?.encoding ?? 'auto', decimal: m?.decimal ?? ',', dateFormat: m?.dateFormat ?? 'dd.mm.yyyy',
  date: m?.columns.date ?? 'Buchungstag', amount: m?.columns.amount ?? 'Betrag', purpose: (m?.columns.purpose ?? ['Verwendungszweck']).join(', '),
  counterparty: m?.columns.counterparty ?? '', iban: m?.columns.iban ?? '', reference: m?.columns.reference ?? '', currency: m?.columns.currency ?? '', save: !m,
});

export function ImportForm({ bankId, mapping }: { bankId: string; mapping: TCsvMapping | null }) {
  const t = useTranslations('banks');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [f, setF] = useState<TForm>(() => fromMapping(mapping));
  const set = <K extends keyof TForm>(k: K, v: TForm[K]) => setF((x) => ({ ...x, [k]: v }));
  const run = useMutation({
    meta: { silent: true },
    mutationFn: async () => {
      const bytes = new Uint8Array(await file!.arrayBuffer());
      const opt = (s: string) => s.trim() || undefined;
      const csv: TCsvMapping = {
        delimiter: f.delimiter, encoding: f.encoding, decimal: f.decimal, dateFormat: f.dateFormat,
        columns: { date: f.date.trim(), amount: opt(f.amount), purpose: f.purpose.split(',').map((p) => p.trim()).filter(Boolean), counterparty: opt(f.counterparty), iban: opt(f.iban), reference: opt(f.reference), currency: opt(f.currency) },
      };
      const isCsv = f.format === 'csv' || (f.format === 'auto' && !/^\s*</.test(new TextDecoder('latin1').decode(bytes.subarray(0, 100)).replace(/^\ufeff|^ï»¿/, '')));
      return apiFetch<TResult>(`/api/banks/${bankId}/import/csv`, {
        method: 'POST', body: { file: toBase64(bytes), format: f.format, ...(isCsv ? { mapping: csv, saveMapping: f.save } : {}) },
      });
    },
    onSuccess: async () => { await qc.invalidateQueries({ queryKey: ['banks'] }); },
  });
  const text = (k: keyof TForm, label: string) => (
    <Field label={label} className="w-full sm:w-48">{(c) => <Input {...c} value={String(f[k])} maxLength={100} onChange={(e) => set(k, e.target.value as never)} />}</Field>
  );
  return (
    <Card title={t('import.title')} description={t('import.description')}>
      <form className="space-y-3" onSubmit={(e) => { e.preventDefault(); if (file) run.mutate(); }}>
        <div className="flex flex-wrap items-end gap-3">
          <Field label={t('import.file')} className="w-full sm:w-72">
            {(c) => <Input {...c} type="file" accept=".csv,.txt,.xml,text/csv,application/xml,text/xml" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
          </Field>
          <Field label={t('import.format')} className="w-40">
            {(c) => <Select {...c} value={f.format} onChange={(e) => set('format', e.target.value as TForm['format'])}
              options={(['auto', 'csv', 'camt'] as const).map((v) => ({ value: v, label: t(`import.formats.${v}`) }))} />}
          </Field>
        </div>
        {f.format !== 'camt' && (
          <fieldset className="space-y-2 rounded border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-800">{t('import.mapping')}</legend>
            <div className="flex flex-wrap items-end gap-3">
              <Field label={t('import.delimiter')} className="w-32">
                {(c) => <Select {...c} value={f.delimiter} onChange={(e) => set('delimiter', e.target.value as TForm['delimiter'])} options={[{ value: ';', label: ';' }, { value: ',', label: ',' }, { value: '\t', label: 'Tab' }, { value: '|', label: '|' }]} />}
              </Field>
              <Field label={t('import.encoding')} className="w-40">
                {(c) => <Select {...c} value={f.encoding} onChange={(e) => set('encoding', e.target.value as TForm['encoding'])} options={[{ value: 'auto', label: t('import.formats.auto') }, { value: 'latin1', label: 'Latin-1' }, { value: 'utf-8', label: 'UTF-8' }]} />}
              </Field>
              <Field label={t('import.decimal')} className="w-32">
                {(c) => <Select {...c} value={f.decimal} onChange={(e) => set('decimal', e.target.value as TForm['decimal'])} options={[{ value: ',', label: '1.234,56' }, { value: '.', label: '1,234.56' }]} />}
              </Field>
              <Field label={t('import.dateFormat')} className="w-40">
                {(c) => <Select {...c} value={f.dateFormat} onChange={(e) => set('dateFormat', e.target.value as TForm['dateFormat'])}
                  options={(['dd.mm.yyyy', 'dd.mm.yy', 'yyyy-mm-dd', 'dd/mm/yyyy', 'mm/dd/yyyy'] as const).map((v) => ({ value: v, label: v }))} />}
              </Field>
            </div>
            <div className="flex flex-wrap items-end gap-3">
              {text('date', t('import.columns.date'))}
              {text('amount', t('import.columns.amount'))}
              {text('purpose', t('import.columns.purpose'))}
              {text('counterparty', t('import.columns.counterparty'))}
              {text('iban', t('import.columns.iban'))}
              {text('reference', t('import.columns.reference'))}
              {text('currency', t('import.columns.currency'))}
            </div>
            <Checkbox label={t('import.save')} checked={f.save} onChange={(e) => set('save', e.target.checked)} />
          </fieldset>
        )}
        <Button type="submit" disabled={!file} loading={run.isPending}>{t('import.run')}</Button>
        {run.isSuccess && <p role="status" className="text-sm text-emerald-800" data-testid="bank-import-result">{t('import.result', run.data)}</p>}
        {run.isError && <p role="alert" className="text-sm text-red-800">{errorText(run.error, tAll)}</p>}
      </form>
    </Card>
  );
}
