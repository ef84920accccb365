// /plugins: the Xero connection's state above the list of connections (GET /api/plugins/xero/status):
// connected or how to connect, documents per state, the last send and the newest standing error.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TXeroStatus } from '@/lib/contract/accounting';
import { formatDate } from '@/lib/format';

export function XeroConnectionCard() {
  const t = useTranslations('accounting.plugin');
  const q = useQuery({ queryKey: ['xero', 'status'], retry: false, queryFn: ({ signal }) => apiFetch<TXeroStatus>('/api/plugins/xero/status', { signal }) });
  const s = q.data;
  if (!s) return null;
  return (
    <Card title={t('title')} className="mb-4" data-testid="xero-connection">
      <div className="space-y-1 text-sm" role="status">
        {s.connection ? <p className="font-medium text-emerald-900">{t('connected', { name: s.connection.name })}</p> : <p className="text-slate-700">{t('none')}</p>}
        {s.problem && <p className="text-red-800">{s.problem}</p>}
        {(s.connection || s.counts.synced > 0) && <p className="text-slate-700">{t('counts', s.counts)}</p>}
        {s.connection && <p className="text-slate-600">{s.lastSyncedAt ? t('lastSync', { time: formatDate(s.lastSyncedAt, 'dateTime') }) : t('never')}</p>}
        {s.lastError && <p className="break-words text-red-800">{t('lastError', { label: s.lastError.label, message: s.lastError.message })}</p>}
      </div>
    </Card>
  );
}
