// The background jobs (every queue: mail, offer expiry, ...) that used up their retries, with the
// error they ended on (GET /api/mailqueue/failedJobs).
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { formatDate } from '@/lib/format';
import type { TFailedJob } from './mail-types';

export function FailedJobs() {
  const t = useTranslations('mailQueue');
  const jobs = useQuery({ queryKey: ['mailqueue', 'failedJobs'], queryFn: ({ signal }) => apiFetch<TFailedJob[]>('/api/mailqueue/failedJobs', { signal }) });
  return (
    <Card title={t('failedJobs')} description={t('failedJobsText')}>
      {!jobs.data?.length ? <p className="text-sm text-slate-600">{t('noFailedJobs')}</p> : (
        <ul className="divide-y divide-slate-200 text-sm">
          {jobs.data.map((j) => (
            <li key={j.id} className="py-2">
              <span className="font-mono text-xs text-slate-700">{j.name}</span>
              <span className="text-slate-500"> · {formatDate(j.completedOn, 'dateTime')} · {t('attemptsN', { n: j.retryCount + 1 })}</span>
              <p className="break-words text-red-800">{j.error}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
