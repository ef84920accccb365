// /config/modules (admin, and only the named modules admins when that list is set).
import { getLocale, getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ModulesForm } from '@/components/config/modules-form';
import { ErrorState } from '@/components/ui';
import { ApiError } from '@/lib/errors';
import { MODULES_DEFAULTS, ZModulesSettings, type TModulesSettings } from '@/lib/contract/settings';
import { requireRoute } from '@/lib/session/require-route';
import { upstreamJson } from '@/lib/http/upstream-client';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('configModules') };
}

export default async function ModulesPage() {
  const session = await requireRoute('/config/modules');
  if (!session) return null;
  let raw: Record<string, unknown>;
  try {
    raw = await upstreamJson<Record<string, unknown>>('/api/settings/group/modules', { token: session.token, lang: await getLocale() });
  } catch (err) {
    const t = await getTranslations();
    const key = err instanceof ApiError ? err.parsed.messageKey : null;
    return <ErrorState title={t('modules.loadFailed')} text={key ? t(key) : t('errors.unknown')} />;
  }
  // Known keys only (the group may carry keys this build does not know yet).
  const parsed = z.object(ZModulesSettings.shape).partial().safeParse(raw);
  const settings: TModulesSettings = { ...MODULES_DEFAULTS, ...(parsed.success ? parsed.data : {}) };
  return <ModulesForm settings={settings} />;
}
