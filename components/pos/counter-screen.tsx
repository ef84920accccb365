// /pos/counter: the shop counter for a tablet (issue 36 item 5). Left the products (type, scan or
// tap), right the ticket being rung up and how it is paid; the open tickets (bar tabs) above, a
// new one with one tap; the day's closing below. One column at phone width.
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import type { TPosTicket } from '@/lib/contract/pos';
import { DayClosing } from './day-closing';
import { posKeys, useOpenTickets, useTicket, useTicketWrite } from './pos-queries';
import { ProductPicker } from './product-picker';
import { TicketPanel } from './ticket-panel';

export function CounterScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('pos');
  const tr = useTranslations('routes');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const open = useOpenTickets();
  const [chosen, setChosen] = useState<string | null>(null);
  const current = chosen ?? open.data?.data[0]?.id ?? null;
  const ticket = useTicket(current);
  const create = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch<{ id: string }>('/api/pos', { method: 'POST', body: { name: t('newTicketName', { n: (open.data?.total ?? 0) + 1 }) } }),
    onSuccess: async (r) => { setChosen(r.id); await qc.invalidateQueries({ queryKey: posKeys.open }); },
  });
  const add = useTicketWrite(async (p: { product: string } | { sku: string }) => {
    const id = current ?? (await create.mutateAsync()).id;
    return apiFetch<TPosTicket>(`/api/pos/${id}/product`, { method: 'POST', body: p });
  });
  const failure = add.error ?? create.error;
  return (
    <div className="mx-auto max-w-6xl space-y-4" data-testid="pos-counter">
      <h1 className="text-xl font-semibold text-slate-900">{tr('posCounter')}</h1>
      <nav aria-label={t('openTickets')} className="flex flex-wrap items-center gap-2">
        {(open.data?.data ?? []).map((x) => (
          <Button key={x.id} size="sm" variant={x.id === current ? 'primary' : 'secondary'} aria-pressed={x.id === current} onClick={() => setChosen(x.id)}>{x.name}</Button>
        ))}
        {canWrite && <Button size="sm" variant="ghost" loading={create.isPending} onClick={() => create.mutate()}>{t('newTicket')}</Button>}
      </nav>
      {failure && <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-800">{errorText(failure, tAll)}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        <ProductPicker disabled={!canWrite || add.isPending || (ticket.data !== undefined && ticket.data.status !== 'open')} onPick={(p) => add.mutate(p)} />
        <div>
          {!current ? <p className="text-sm text-slate-600">{t('noTicket')}</p>
            : ticket.isPending ? <Spinner label={t('loading')} />
              : ticket.data ? <TicketPanel ticket={ticket.data} canWrite={canWrite} /> : null}
          {ticket.data && ticket.data.status !== 'open' && canWrite && (
            <Button className="mt-3 w-full" onClick={() => create.mutate()}>{t('nextSale')}</Button>
          )}
        </div>
      </div>
      <DayClosing canWrite={canWrite} />
    </div>
  );
}
