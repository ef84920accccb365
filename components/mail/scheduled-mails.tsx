// /config/mailscheduled: what the mail schedules will send in the next days, per booking and
// when; a test of a rule sends its mail once to the operator.
'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, EmptyState, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { formatDate } from '@/lib/format';
import type { TScheduled } from './mail-types';

const RANGES = [7, 30, 90];

export function ScheduledMails({ mayTest }: { mayTest: boolean }) {
  const t = useTranslations('mailQueue');
  const { showSuccess } = useSnackbar();
  const [days, setDays] = useState(30);
  const list = useQuery({ queryKey: ['mailschedule', 'scheduled', days], queryFn: ({ signal }) => apiFetch<TScheduled[]>('/api/mailschedule/scheduled', { signal, query: { days } }) });
  const test = useMutation({
    mutationFn: (rule: string) => apiFetch(`/api/mailschedule/${rule}/test`, { method: 'POST', body: {} }),
    onSuccess: () => showSuccess(t('testSent')),
  });
  const rules = [...new Map((list.data ?? []).map((m) => [m.schedule, m.scheduleName])).entries()];
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{t('scheduledTitle')}</h1>
        <label className="flex items-center gap-2 text-sm">
          {t('nextDays')}
          <Select className="w-28" value={String(days)} onChange={(e) => setDays(Number(e.target.value))} options={RANGES.map((d) => ({ value: String(d), label: t('days', { n: d }) }))} />
        </label>
      </div>
      {mayTest && rules.length > 0 && (
        <Card title={t('testTitle')} description={t('testText')}>
          <div className="flex flex-wrap gap-2">
            {rules.map(([id, name]) => (
              <Button key={id} size="sm" variant="secondary" loading={test.isPending && test.variables === id} onClick={() => test.mutate(id)}>{t('testRule', { name })}</Button>
            ))}
          </div>
        </Card>
      )}
      <Card>
        {list.isPending ? <p className="flex justify-center p-6"><Spinner label={t('loading')} /></p>
          : !list.data?.length ? <EmptyState title={t('nothingScheduled')} text={t('nothingScheduledText')} />
            : (
              <ul className="divide-y divide-slate-200">
                {list.data.map((m) => (
                  <li key={`${m.schedule}:${m.booking}`} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr_1fr] sm:gap-4">
                    <span className="font-medium text-slate-900">{formatDate(m.plannedAt, 'dateTime')}</span>
                    <span className="text-sm text-slate-700">{m.scheduleName}</span>
                    <Link className="text-sm text-sky-800 underline" href={`/booking/${m.booking}`}>{[m.bookingNumber, m.title].filter(Boolean).join(' · ') || m.booking}</Link>
                  </li>
                ))}
              </ul>
            )}
      </Card>
    </section>
  );
}
