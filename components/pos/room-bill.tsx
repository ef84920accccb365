// Taking a ticket over onto a guest's room bill: find the booking by its number or the guest's
// name, then one tap (POST /api/pos/{id}/booking; the bookings module checks it may take items).
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Input } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';

type TBookingHit = { id: string; bookingNo: string | null; title: string | null; state: string; dateFrom: string | null; dateTo: string | null };

export function RoomBill({ busy, onPick }: { busy: boolean; onPick: (booking: string) => void }) {
  const t = useTranslations('pos');
  const [term, setTerm] = useState('');
  const typed = term.trim();
  const hits = useQuery({
    queryKey: ['pos', 'bookings', typed],
    enabled: typed.length >= 2,
    queryFn: ({ signal }) => apiFetch<{ data: TBookingHit[] }>('/api/bookings', {
      query: { search: typed, size: 6, filter: JSON.stringify({ state: ['confirmed', 'splitted'] }) }, signal,
    }),
  });
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-2" data-testid="pos-room-bill">
      <label htmlFor="pos-booking" className="block text-sm font-medium text-slate-800">{t('roomBillFind')}</label>
      <Input id="pos-booking" value={term} autoComplete="off" onChange={(e) => setTerm(e.target.value)} placeholder={t('roomBillHint')} />
      <ul className="space-y-1">
        {(hits.data?.data ?? []).map((b) => (
          <li key={b.id}>
            <Button variant="secondary" size="sm" className="w-full justify-between" loading={busy} onClick={() => onPick(b.id)}>
              <span>{b.bookingNo ?? t('booking')} · {b.title ?? ''}</span>
              <span className="text-xs">{b.dateFrom ?? ''}{b.dateTo ? ` – ${b.dateTo}` : ''}</span>
            </Button>
          </li>
        ))}
        {typed.length >= 2 && hits.data && !hits.data.data.length && <li className="text-sm text-slate-600">{t('roomBillNone')}</li>}
      </ul>
    </div>
  );
}
