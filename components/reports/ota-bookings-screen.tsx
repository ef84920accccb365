// /booking/ota: bookings from online travel agencies. They arrive through a channel manager
// connection (api-calls 7.4 otaupdates, unreadotaupdates, markRead), which is not built yet; the
// screen shows the connections set up for it (system connections, /plugins) and says plainly that
// no OTA booking can arrive before the import exists.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Button, Card, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer } from '@/lib/contract/listing';

type TConnection = { id: string; name: string; system: string; isActive: boolean };

export function OtaBookingsScreen({ mayConfigure }: { mayConfigure: boolean }) {
  const t = useTranslations('reports');
  const tr = useTranslations('routes');
  const connections = useQuery({
    queryKey: ['reports', 'systemconnections'],
    queryFn: ({ signal }) => apiFetch<TListAnswer<TConnection>>('/api/systemconnection', { query: { size: 0, sort: 'name', order: 1 }, signal }),
    enabled: mayConfigure,
  });
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr('bookingOta')}</h1>
      <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="not-yet-available">{t('otaLater')}</p>
      {mayConfigure && (
        <Card title={t('connections')} actions={<Link className="text-sm text-sky-800 underline" href="/plugins">{tr('plugins')}</Link>}>
          {connections.isPending ? <Spinner label={t('loading')} /> : connections.isError ? (
            <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => connections.refetch()}>{t('retry')}</Button>} />
          ) : connections.data.data.length === 0 ? <p className="text-sm text-slate-600">{t('noConnections')}</p> : (
            <ul className="divide-y divide-slate-100 text-sm">
              {connections.data.data.map((c) => (
                <li key={c.id} className="flex flex-wrap justify-between gap-2 py-2"><span className="font-medium">{c.name}</span><span className="text-slate-600">{c.system} · {t(c.isActive ? 'active' : 'inactive')}</span></li>
              ))}
            </ul>
          )}
        </Card>
      )}
      <p className="text-sm text-slate-600">{t('otaListHint')} <Link className="text-sky-800 underline" href="/booking/list">{tr('bookingList')}</Link></p>
    </div>
  );
}
