// The operator's tools on a booking's price (issue 15): a row of buttons (add a product or addon,
// another price list, currency, language, agency) and, per line, edit / price again / move up or
// down. Each is one call of api-calls 7.4 answered with the new detail.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { useBookingChanged } from '../../queries';
import { LineDialog } from './line-dialog';
import { PRICE_CHANGES, PriceChangeDialog, type TPriceChange } from './price-change-dialog';

type TLine = TBookingDetail['calculation'][number];

export function PriceToolbar({ booking }: { booking: TBookingDetail }) {
  const t = useTranslations();
  const [open, setOpen] = useState<TPriceChange | null>(null);
  return (
    <div className="flex flex-wrap gap-2" data-testid="price-tools">
      {PRICE_CHANGES.map((k) => (
        <Button key={k} size="sm" variant={k === 'product' || k === 'addon' ? 'primary' : 'secondary'} onClick={() => setOpen(k)}>{t(`bookings.price.${k}.open`)}</Button>
      ))}
      {open && <PriceChangeDialog booking={booking} kind={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** Edit, price again and move a line; what a line allows follows from its source and type. */
export function LineActions({ booking, line }: { booking: TBookingDetail; line: TLine }) {
  const t = useTranslations();
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const [editing, setEditing] = useState(false);
  const run = useMutation({
    meta: { silent: true },
    mutationFn: ({ path, body, method = 'POST' }: { path: string; body?: object; method?: 'POST' | 'DELETE' }) => apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/${path}`, { method, body }),
    onSuccess: (d) => changed(d),
    onError: (e) => snackbar.showError(e),
  });
  const ids = booking.calculation.map((l) => l.id);
  const i = ids.indexOf(line.id);
  const move = (to: number) => {
    const order = ids.filter((id) => id !== line.id);
    order.splice(to, 0, line.id);
    run.mutate({ path: 'sort', body: { lines: order } });
  };
  const refreshable = line.source === 'manual' && (line.type === 'product' || line.type === 'addon');
  // A special given by hand can be taken back (one added by its rules follows them).
  const special = line.type === 'special' && line.textValues.byHand === 1 && typeof line.textValues.specialId === 'string' ? line.textValues.specialId : null;
  const label = (key: string) => t(`bookings.price.actions.${key}`, { line: line.text ?? line.type });
  return (
    <span className="inline-flex gap-1">
      {line.editable && <Button size="sm" variant="ghost" aria-label={label('edit')} title={label('edit')} onClick={() => setEditing(true)}>✎</Button>}
      {refreshable && <Button size="sm" variant="ghost" aria-label={label('refresh')} title={label('refresh')} disabled={run.isPending} onClick={() => run.mutate({ path: `calculation/${line.id}/refresh` })}>↻</Button>}
      {special && <Button size="sm" variant="ghost" aria-label={label('takeBack')} title={label('takeBack')} disabled={run.isPending} onClick={() => run.mutate({ path: `special/${special}`, method: 'DELETE' })}>✕</Button>}
      <Button size="sm" variant="ghost" aria-label={label('up')} title={label('up')} disabled={i <= 0 || run.isPending} onClick={() => move(i - 1)}>↑</Button>
      <Button size="sm" variant="ghost" aria-label={label('down')} title={label('down')} disabled={i >= ids.length - 1 || run.isPending} onClick={() => move(i + 1)}>↓</Button>
      {editing && <LineDialog booking={booking} line={line} onClose={() => setEditing(false)} />}
    </span>
  );
}
