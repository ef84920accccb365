// /users/profile: the signed-in user's own account (the forms in profile-forms.tsx) and their
// recent logins (GET /api/users/logins), the device named in words.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button, Card, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { formatDate } from '@/lib/format';
import { deviceName } from '@/lib/format/device-name';
import { CalendarFeedCard } from './calendar-feed-card';
import { AccountForm, PasswordForm } from './profile-forms';
import { LOGINS_KEY, PROFILE_KEY, type TSelf } from './profile-query';

type TLogins = { data: { id: string; at: string; success: boolean; ip: string | null; userAgent: string | null }[] };

export function ProfileScreen() {
  const t = useTranslations('profile');
  const tr = useTranslations('routes');
  const self = useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => apiFetch<TSelf>('/api/users/self', { signal }) });
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr('userProfile')}</h1>
      {self.isPending ? (
        <div className="flex justify-center p-10"><Spinner size="lg" label={t('loading')} /></div>
      ) : self.isError ? (
        <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => self.refetch()}>{t('retry')}</Button>} />
      ) : (
        <>
          <AccountForm key={self.dataUpdatedAt} self={self.data} />
          <PasswordForm />
          <CalendarFeedCard self={self.data} />
          <RecentLogins />
        </>
      )}
    </div>
  );
}

function RecentLogins() {
  const t = useTranslations('profile');
  const logins = useQuery({ queryKey: LOGINS_KEY, queryFn: ({ signal }) => apiFetch<TLogins>('/api/users/logins', { query: { page: 1, size: 10 }, signal }) });
  return (
    <Card title={t('logins')}>
      {logins.isPending ? <Spinner label={t('loading')} /> : logins.isError ? <p className="text-sm text-red-700">{t('loginsFailed')}</p> : logins.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noLogins')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="profile-logins">
          {logins.data.data.map((l) => (
            <li key={l.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2">
              <span className="font-medium tabular-nums">{formatDate(l.at, 'dateTime')}</span>
              <span className={l.success ? 'text-emerald-700' : 'text-red-700'}>{t(l.success ? 'loginOk' : 'loginFailed')}</span>
              <span className="text-slate-600">{deviceName(l.userAgent) ?? t('unknownDevice')}</span>
              {l.ip && <span className="text-slate-500 tabular-nums">{l.ip}</span>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
