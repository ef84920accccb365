// The operations of issue 20 on the detail, offered by the booking's allowedActions (the server's
// one rule): rebook to another departure or other dates, undo a rebook, split guests off, resolve,
// release an offer or reservation (with a reason).
// The links to the booking it was rebooked or split into (or came from) are shown above them.
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { errorText } from '@/lib/bookings/error-text';
import { bookingKeys, useBookingChanged } from '../queries';
import { RebookDialog } from './rebook-dialog';
import { ReleaseDialog } from './release-dialog';
import { SplitDialog } from './split-dialog';

export function BookingOperations({ booking, canUpdate }: { booking: TBookingDetail; canUpdate: boolean }) {
  const t = useTranslations('bookingOps');
  const tAll = useTranslations();
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const [dialog, setDialog] = useState<'rebook' | 'split' | 'release' | null>(null);
  const router = useRouter();
  const qc = useQueryClient();
  const act = useMutation({
    meta: { silent: true },
    mutationFn: (action: 'revertRebook' | 'resolved') => apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/${action}`, { method: 'POST' }),
    onSuccess: (d, action) => { changed(d); snackbar.showSuccess(t(`done.${action}`)); },
  });
  const allowed = new Set(canUpdate ? booking.allowedActions : []);
  const links = booking.links ?? [];
  return (
    <div className="space-y-2">
      {links.length > 0 && (
        <ul className="space-y-1 text-sm" data-testid="booking-links">
          {links.map((l) => (
            <li key={`${l.kind}-${l.direction}-${l.booking}`}>
              {t(`link.${l.kind}.${l.direction}`)}{' '}
              <Link className="text-sky-700 hover:underline" href={`/booking/${l.booking}`}>{l.number ?? l.booking}</Link>
            </li>
          ))}
        </ul>
      )}
      {allowed.size > 0 && (
        <div className="flex flex-wrap gap-2">
          {allowed.has('rebook') && <Button size="sm" variant="secondary" onClick={() => setDialog('rebook')}>{t('rebook')}</Button>}
          {allowed.has('splitByCustomer') && <Button size="sm" variant="secondary" onClick={() => setDialog('split')}>{t('split')}</Button>}
          {(['revertRebook', 'resolved'] as const).filter((a) => allowed.has(a)).map((a) => (
            <Button key={a} size="sm" variant="secondary" loading={act.isPending && act.variables === a} disabled={act.isPending} onClick={() => act.mutate(a)}>{t(a)}</Button>
          ))}
          {allowed.has('release') && <Button size="sm" variant="secondary" onClick={() => setDialog('release')}>{t('release')}</Button>}
        </div>
      )}
      {act.isError && <p role="alert" className="text-sm text-red-700">{errorText(act.error, tAll)}</p>}
      <RebookDialog booking={booking} open={dialog === 'rebook'} onOpenChange={(o) => setDialog(o ? 'rebook' : null)}
        onDone={(fresh) => { void qc.invalidateQueries({ queryKey: bookingKeys.all }); snackbar.showSuccess(t('done.rebook')); router.push(`/booking/${fresh.id}`); }} />
      <ReleaseDialog booking={booking} open={dialog === 'release'} onOpenChange={(o) => setDialog(o ? 'release' : null)}
        onDone={(d) => { changed(d); snackbar.showSuccess(t('done.release')); }} />
      <SplitDialog booking={booking} open={dialog === 'split'} onOpenChange={(o) => setDialog(o ? 'split' : null)}
        onDone={() => { void qc.invalidateQueries({ queryKey: bookingKeys.all }); snackbar.showSuccess(t('done.split')); }} />
    </div>
  );
}
