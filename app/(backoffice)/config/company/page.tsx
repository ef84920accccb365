// /config/company (admin): the company's data on every document.
import { getLocale, getTranslations } from 'next-intl/server';
import { CompanyForm } from '@/components/invoices/company-form';
import { ErrorState } from '@/components/ui';
import { ApiError } from '@/lib/errors';
import { COMPANY_DEFAULTS, ZCompanySettings, type TCompanySettings } from '@/lib/contract/invoices';
import { requireRoute } from '@/lib/session/require-route';
import { upstreamJson } from '@/lib/http/upstream-client';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('configCompany') };
}

export default async function CompanyPage() {
  const session = await requireRoute('/config/company');
  if (!session) return null;
  let raw: Record<string, unknown>;
  try {
    raw = await upstreamJson<Record<string, unknown>>('/api/settings/group/company', { token: session.token, lang: await getLocale() });
  } catch (err) {
    const t = await getTranslations();
    const key = err instanceof ApiError ? err.parsed.messageKey : null;
    return <ErrorState title={t('company.loadFailed')} text={key ? t(key) : t('errors.unknown')} />;
  }
  const parsed = ZCompanySettings.partial().safeParse(raw);
  const settings: TCompanySettings = { ...COMPANY_DEFAULTS, ...(parsed.success ? parsed.data : {}) };
  return <CompanyForm settings={settings} />;
}
