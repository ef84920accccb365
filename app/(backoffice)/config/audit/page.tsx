// /config/audit (admin): the configuration audit trail (GET /api/settings/audit), filtered by the
// URL's kind, user, from, to and page (components/config/config-audit-screen.tsx).
import { getLocale, getTranslations } from 'next-intl/server';
import { ConfigAuditScreen } from '@/components/config/config-audit-screen';
import { ErrorState } from '@/components/ui';
import { ZConfigAuditPage, ZConfigAuditQuery, type TConfigAuditPage } from '@/lib/contract/config-audit';
import { ApiError } from '@/lib/errors';
import { upstreamJson } from '@/lib/http/upstream-client';
import { requireRoute } from '@/lib/session/require-route';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('configAudit') };
}

type TSearch = Record<string, string | string[] | undefined>;

export default async function ConfigAuditPage({ searchParams }: { searchParams: Promise<TSearch> }) {
  const session = await requireRoute('/config/audit');
  if (!session) return null;
  const raw = await searchParams;
  const one = (k: string) => (typeof raw[k] === 'string' && raw[k] !== '' ? raw[k] : undefined);
  const parsed = ZConfigAuditQuery.safeParse({ kind: one('kind'), user: one('user'), from: one('from'), to: one('to'), page: one('page') ?? 1, size: 50 });
  const query = parsed.success ? parsed.data : ZConfigAuditQuery.parse({});
  const qs = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  let page: TConfigAuditPage;
  try {
    page = ZConfigAuditPage.parse(await upstreamJson(`/api/settings/audit?${qs}`, { token: session.token, lang: await getLocale() }));
  } catch (err) {
    const t = await getTranslations();
    const key = err instanceof ApiError ? err.parsed.messageKey : null;
    return <ErrorState title={t('configAudit.loadFailed')} text={key ? t(key) : t('errors.unknown')} />;
  }
  return <ConfigAuditScreen page={page} filter={{ kind: query.kind, user: query.user, from: query.from, to: query.to }} />;
}
