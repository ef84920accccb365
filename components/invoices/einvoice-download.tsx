// Download of an agency invoice's e-invoice (XRechnung XML, ZUGFeRD / Factur-X PDF). Fetched
// first, so that a 422 EINVOICE_INCOMPLETE is shown as the list of what is missing (localised
// by the field paths of the answer) instead of an error page; a good answer is saved as a file.
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui';

type TFormat = 'xrechnung' | 'facturx';
const PATHS = ['recipient', 'company.name', 'company.city', 'company.country', 'company.vatId', 'company.email', 'company.phone', 'company.iban',
  'recipient.name', 'recipient.city', 'recipient.country', 'recipient.email'];

export function EinvoiceDownload({ invoiceId, number }: { invoiceId: string; number: string }) {
  const t = useTranslations('invoices');
  const [busy, setBusy] = useState<TFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const get = async (format: TFormat) => {
    setBusy(format);
    setProblem(null);
    try {
      const res = await fetch(`/api/invoices/${invoiceId}/${format}`, { credentials: 'same-origin' });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { fields?: { path: string }[]; description?: string };
        const known = (body.fields ?? []).filter((f) => PATHS.includes(f.path));
        setProblem(known.length ? `${t('einvoiceMissing.title')} ${known.map((f) => t(`einvoiceMissing.${f.path.replace('.', '_')}`)).join(', ')}` : body.description ?? t('einvoiceFailed'));
        return;
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `${number.replace(/[^A-Za-z0-9._-]/g, '_')}-${format}.${format === 'xrechnung' ? 'xml' : 'pdf'}`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setProblem(t('einvoiceFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-testid="einvoice-download">
      <span className="text-xs text-slate-600">{t('einvoice')}:</span>
      <Button size="sm" variant="secondary" loading={busy === 'xrechnung'} onClick={() => get('xrechnung')}>{t('xrechnung')}</Button>
      <Button size="sm" variant="secondary" loading={busy === 'facturx'} onClick={() => get('facturx')}>{t('facturx')}</Button>
      {problem && <span role="alert" className="basis-full text-xs text-red-700">{problem}</span>}
    </span>
  );
}
