// The member's bookings (upcoming and past stays) and the guest forms still to fill in, from
// GET /api/customers/dashboard (for a customer: only their own). A form opens through its link
// (GET /api/guestform/{id}/links answers a customer for their own forms).
'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button, Card } from '@/components/ui';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TCustomerStay } from '@/lib/contract/customers';
import { formatDate } from '@/lib/format';
import { QueryView } from './query-view';

type TDashboard = { upcoming: TCustomerStay[]; past: TCustomerStay[]; openGuestForms: { id: string; name: string | null; booking: string | null }[] };
const useDashboard = () => useQuery({ queryKey: ['club', 'dashboard'], queryFn: ({ signal }) => apiFetch<TDashboard>('/api/customers/dashboard', { signal }) });

function Stays({ title, stays }: { title: string; stays: TCustomerStay[] }) {
  const t = useTranslations('club');
  return (
    <Card title={title}>
      {stays.length === 0 ? <p className="text-sm text-slate-600">{t('noStays')}</p> : (
        <ul className="divide-y divide-slate-100" data-testid="club-stays">
          {stays.map((s) => (
            <li key={`${s.bookingId}-${s.roomBookingId ?? ''}`} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-slate-900">{s.bookingNo ?? '–'} {s.title ? `· ${s.title}` : ''}</span>
              <span className="text-slate-700 tabular-nums">{formatDate(s.dateFrom)} – {formatDate(s.dateTo)} · {t('nights', { count: s.nights })}{s.room ? ` · ${s.room}` : ''}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function ClubBookings() {
  const t = useTranslations('club');
  const q = useDashboard();
  return (
    <QueryView query={q}>
      {(d) => (
        <div className="space-y-4">
          {d.openGuestForms.length > 0 && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('formsWaiting', { count: d.openGuestForms.length })}</p>}
          <Stays title={t('upcoming')} stays={d.upcoming} />
          <Stays title={t('past')} stays={d.past} />
        </div>
      )}
    </QueryView>
  );
}

export function ClubForms() {
  const t = useTranslations('club');
  const q = useDashboard();
  const snackbar = useSnackbar();
  const open = useMutation({
    mutationFn: (id: string) => apiFetch<{ links: { layout: string; path: string }[] }>(`/api/guestform/${id}/links`),
    onSuccess: (r) => { const link = r.links.find((l) => l.layout === 'single') ?? r.links[0]; if (link) window.location.assign(link.path); },
    onError: (e) => snackbar.showError(e),
  });
  return (
    <QueryView query={q}>
      {(d) => (
        <Card title={t('formsTitle')} description={t('formsIntro')}>
          {d.openGuestForms.length === 0 ? <p className="text-sm text-slate-600">{t('noForms')}</p> : (
            <ul className="divide-y divide-slate-100">
              {d.openGuestForms.map((f) => (
                <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>{f.name ?? t('guestForm')}</span>
                  <Button size="sm" onClick={() => open.mutate(f.id)} disabled={open.isPending}>{t('fillIn')}</Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </QueryView>
  );
}
