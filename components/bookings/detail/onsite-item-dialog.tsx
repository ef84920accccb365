// Move an open on-site item to another guest of the booking, or void it with a reason.
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Dialog, Field, Input, Select } from '@/components/ui';
import type { TOnsiteBill, TOnsiteItem } from '@/lib/contract/booking-onsite';
import type { TOnsiteCall } from './onsite-bill';

export type TItemDialog = { kind: 'move' | 'void'; item: TOnsiteItem };

export function OnsiteItemDialog({ dialog, bill, onClose, call, error, busy }: {
  dialog: TItemDialog | null; bill: TOnsiteBill; onClose: () => void; call: TOnsiteCall; error: string | null; busy: boolean;
}) {
  const t = useTranslations('onsite');
  const tAll = useTranslations();
  const [reason, setReason] = useState('');
  const [target, setTarget] = useState('');
  const item = dialog?.item;
  const others = bill.guests.filter((g) => !item || g.roomBookingId !== item.roomBookingId || g.idx !== item.idx);
  const close = () => { setReason(''); setTarget(''); onClose(); };
  const submit = async () => {
    if (!dialog || !item) return;
    if (dialog.kind === 'void') await call('/void', 'POST', { items: [item.id], reason: reason.trim() });
    else {
      const g = others[Number(target)];
      await call(`/${item.id}/move`, 'POST', { customers: [{ roomBookingId: g.roomBookingId, idx: g.idx }] });
    }
    close();
  };
  const ready = dialog?.kind === 'void' ? reason.trim().length >= 3 : target !== '';
  return (
    <Dialog open={!!dialog} onOpenChange={(o) => !o && close()} title={t(dialog?.kind === 'move' ? 'moveTitle' : 'voidTitle', { item: item?.text ?? '' })}
      description={t(dialog?.kind === 'move' ? 'moveText' : 'voidText')}>
      <form className="space-y-3" onSubmit={(e) => { e.preventDefault(); if (ready) void submit().catch(() => undefined); }}>
        {dialog?.kind === 'void' ? (
          <Field label={t('reason')} required>{(c) => <Input {...c} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />}</Field>
        ) : (
          <Field label={t('toGuest')} required>
            {(c) => <Select {...c} value={target} onChange={(e) => setTarget(e.target.value)}
              options={[{ value: '', label: t('choose') }, ...others.map((g, i) => ({ value: String(i), label: `${g.name}${g.roomName ? ` · ${g.roomName}` : ''}` }))]} />}
          </Field>
        )}
        {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>{tAll('common.cancel')}</Button>
          <Button type="submit" disabled={!ready} loading={busy}>{t(dialog?.kind === 'move' ? 'move' : 'void')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
