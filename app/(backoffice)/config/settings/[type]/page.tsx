// /config/settings/{type} (admin, hidden): one settings group. A group with a screen of its own
// goes there; the others get the generic form built from the group's schema
// (components/config/settings-group-form.tsx); a group without a writable schema shows read-only.
import { notFound, redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { SettingsGroupForm } from '@/components/config/settings-group-form';
import { SettingsGroupValues } from '@/components/config/settings-group-values';
import { ErrorState } from '@/components/ui';
import { groupScreen } from '@/lib/config/settings-groups';
import { ApiError } from '@/lib/errors';
import { upstreamJson } from '@/lib/http/upstream-client';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ type: string }> };

export async function generateMetadata({ params }: TProps) {
  const { type } = await params;
  const t = await getTranslations('configSettings');
  return { title: groupScreen(type) ? t(`groups.${groupScreen(type)!.group}.title`) : t('listTitle') };
}

export default async function ConfigSettingsPage({ params }: TProps) {
  const { type } = await params;
  const session = await requireRoute(`/config/settings/${encodeURIComponent(type)}`);
  if (!session) return null;
  const screen = groupScreen(type);
  if (!screen) notFound();
  if (screen.href !== `/config/settings/${screen.group}`) redirect(screen.href);
  const lang = await getLocale();
  let values: Record<string, unknown>;
  let currencies: string[] = [];
  try {
    values = await upstreamJson<Record<string, unknown>>(`/api/settings/group/${screen.group}`, { token: session.token, lang });
    // The rates are asked for every configured currency, also those without a rate yet.
    if (screen.group === 'exchangeRates') currencies = (await upstreamJson<{ currencies: string[] }>('/api/settings/currencies', { token: session.token, lang })).currencies;
  } catch (err) {
    const t = await getTranslations();
    const key = err instanceof ApiError ? err.parsed.messageKey : null;
    return <ErrorState title={t('configSettings.loadFailed')} text={key ? t(key) : t('errors.unknown')} />;
  }
  if (!screen.schema) return <SettingsGroupValues group={screen.group} values={values} />;
  const withAll = { ...Object.fromEntries(currencies.map((c) => [c, null])), ...values };
  return <SettingsGroupForm group={screen.group} values={withAll} />;
}
