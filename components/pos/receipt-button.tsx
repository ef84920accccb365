// The receipt as a PDF (POST /api/pos/{id}/print), opened in a new tab to print.
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui';

export function ReceiptButton({ ticketId, receiptNo }: { ticketId: string; receiptNo: number | null }) {
  const t = useTranslations('pos');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const res = await fetch(`/api/pos/${ticketId}/print`, { method: 'POST', credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.target = '_blank';
      a.rel = 'noopener';
      a.download = `receipt-${receiptNo ?? 'open'}.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button loading={busy} onClick={open}>{t('receipt')}</Button>
      {failed && <span role="alert" className="text-sm text-red-800">{t('receiptFailed')}</span>}
    </>
  );
}
