// The home page body: the user card, permissions, assets, modules and the recent logins.
import { getLocale, getTranslations } from 'next-intl/server';
import { Card, EmptyState, ErrorState } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { deviceName } from '@/lib/format/device-name';
import type { THomeData } from '@/lib/shell/home-data';

// The user record names its role by id; an id means nothing to the reader, so it is left out.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Chip({ children }: { children: React.ReactNode }) {
  return <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{children}</span>;
}

export async function HomeScreen({ data }: { data: THomeData }) {
  const t = await getTranslations('home');
  const tr = await getTranslations();
  const locale = await getLocale();
  const when = (iso: string) => formatDate(iso, 'dateTime');
  const lastLogin = data.self?.lastLoginAt ?? null;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900" data-testid="home-greeting">
        {t('welcome', { name: data.name })}
      </h1>
      {data.loadError && <ErrorState title={t('partialError')} text={data.loadError.startsWith('errors.') ? tr(data.loadError) : data.loadError} />}
      <div className="grid gap-4 md:grid-cols-2">
        <Card title={t('account')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-500">{t('name')}</dt>
            <dd>{data.name}</dd>
            <dt className="text-slate-500">{t('email')}</dt>
            <dd className="break-all">{data.email}</dd>
            <dt className="text-slate-500">{t('userType')}</dt>
            <dd data-testid="home-user-type">{data.userType}{data.isCrmUser ? ` · ${t('clubUser')}` : ''}</dd>
            {data.self?.role && !UUID.test(data.self.role) && (
              <>
                <dt className="text-slate-500">{t('role')}</dt>
                <dd>{data.self.role}</dd>
              </>
            )}
            <dt className="text-slate-500">{t('lastLogin')}</dt>
            <dd>{lastLogin ? when(lastLogin) : t('never')}</dd>
          </dl>
        </Card>
        <Card title={t('permissions')}>
          {data.scopes.admin ? (
            <p className="text-sm" data-testid="home-scopes">{t('adminAll')}</p>
          ) : data.scopes.areas.length === 0 && data.scopes.other.length === 0 ? (
            <p className="text-sm text-slate-600" data-testid="home-scopes">{t('noScopes')}</p>
          ) : (
            <ul className="space-y-1 text-sm" data-testid="home-scopes">
              {data.scopes.areas.map((a) => (
                <li key={a.area} className="flex flex-wrap items-center gap-1">
                  <span className="font-medium">{a.area}</span>
                  {a.actions.map((action) => (
                    <Chip key={action}>{action}</Chip>
                  ))}
                </li>
              ))}
              {data.scopes.other.length > 0 && (
                <li className="flex flex-wrap gap-1">
                  {data.scopes.other.map((s) => (
                    <Chip key={s}>{s}</Chip>
                  ))}
                </li>
              )}
            </ul>
          )}
        </Card>
        <Card title={t('assets')}>
          {data.assets.length === 0 ? (
            <p className="text-sm text-slate-600">{data.scopes.admin ? t('assetsAll') : t('noAssets')}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {data.assets.map((a) => (
                <li key={`${a.type}:${a.ref}`}>
                  <Chip>{t(`assetType.${a.type}`)}</Chip> <span className="break-all">{a.name ?? a.ref}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('modules')} description={t('modulesCount', { count: data.features.length })}>
          <div className="flex flex-wrap gap-1">
            {data.features.map((f) => (
              <Chip key={f}>{tr.has(`modules.features.${f}.label`) ? tr(`modules.features.${f}.label`) : f}</Chip>
            ))}
          </div>
          {data.viewsOff.length > 0 && (
            <p className="mt-3 text-sm text-slate-600">{t('viewsOff', { views: data.viewsOff.map((v) => (tr.has(`modules.views.${v}.label`) ? tr(`modules.views.${v}.label`) : v)).join(', ') })}</p>
          )}
        </Card>
      </div>
      <Card
        title={t('recentLogins')}
        description={data.logins ? t('loginsTotal', { count: data.loginsTotal }) : undefined}
      >
        {data.logins === null ? (
          <p className="text-sm text-slate-600">{t('loginsUnavailable')}</p>
        ) : data.logins.length === 0 ? (
          <EmptyState title={t('noLogins')} />
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" data-testid="home-logins" lang={locale}>
            {data.logins.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>{when(l.at)}</span>
                <span className={l.success ? 'text-emerald-700' : 'text-red-700'}>{l.success ? t('loginOk') : t('loginFailed')}</span>
                <span className="w-full truncate text-xs text-slate-500 sm:w-auto">{[deviceName(l.userAgent), l.ip].filter(Boolean).join(' · ')}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {data.version && <p className="text-xs text-muted">{t('version', { version: data.version })}</p>}
    </div>
  );
}
