// /config/apikeys (admin): the partner API: keys (GET /api/apikeys), webhook endpoints with their
// delivery logs (GET /api/webhooks), and where the partner API and its document are
// (components/config/partner-*-panel.tsx, docs/decisions/partner-api.md).
import { getLocale, getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { PartnerKeysPanel } from '@/components/config/partner-keys-panel';
import { PartnerWebhooksPanel } from '@/components/config/partner-webhooks-panel';
import { Card, ErrorState } from '@/components/ui';
import { ApiError } from '@/lib/errors';
import { upstreamJson } from '@/lib/http/upstream-client';
import { requireRoute } from '@/lib/session/require-route';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('configApiKeys') };
}

const ZKey = z.object({
  id: z.string(), name: z.string(), prefix: z.string(), scopes: z.array(z.string()), agency: z.string().nullable(), rateLimitPerMinute: z.number(),
  createdAt: z.string(), lastUsedAt: z.string().nullable(), revokedAt: z.string().nullable(),
});
const ZKeys = z.object({ keys: z.array(ZKey), scopes: z.array(z.string()) });
const ZHooks = z.object({
  endpoints: z.array(z.object({ id: z.string(), name: z.string(), url: z.string(), events: z.array(z.string()), apiKey: z.string().nullable(), active: z.boolean(), createdAt: z.string() })),
  events: z.array(z.string()),
});
const ZAgencies = z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) });

export default async function ConfigApiKeysPage() {
  const session = await requireRoute('/config/apikeys');
  if (!session) return null;
  const t = await getTranslations();
  const opts = { token: session.token, lang: await getLocale() };
  let keys: z.infer<typeof ZKeys>;
  let hooks: z.infer<typeof ZHooks>;
  let agencies: z.infer<typeof ZAgencies>['data'];
  try {
    [keys, hooks, agencies] = await Promise.all([
      upstreamJson('/api/apikeys', opts).then((x) => ZKeys.parse(x)),
      upstreamJson('/api/webhooks', opts).then((x) => ZHooks.parse(x)),
      upstreamJson('/api/agencies?size=0&sort=name&order=1', opts).then((x) => ZAgencies.parse(x).data).catch(() => []),
    ]);
  } catch (err) {
    const key = err instanceof ApiError ? err.parsed.messageKey : null;
    return <ErrorState title={t('partnerApi.loadFailed')} text={key ? t(key) : t('errors.unknown')} />;
  }
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-xl font-semibold">{t('partnerApi.title')}</h1>
      <Card>
        <p className="text-sm text-slate-700">{t('partnerApi.intro')}</p>
        <ul className="mt-2 list-disc pl-5 text-sm">
          <li><a className="underline" href="/api/partner/openapi.json">{t('partnerApi.document')}</a></li>
          <li>{t('partnerApi.octoBase')} <code className="break-all">/api/partner/octo</code></li>
        </ul>
      </Card>
      <PartnerKeysPanel keys={keys.keys} scopes={keys.scopes} agencies={agencies} />
      <PartnerWebhooksPanel endpoints={hooks.endpoints} events={hooks.events} keys={keys.keys} />
    </div>
  );
}
