// The plain "not built yet" screen for routes of the table whose issue has not built them.
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui';

export async function NotBuiltScreen({ routeId, path }: { routeId: string; path: string }) {
  const t = await getTranslations('notBuilt');
  const tr = await getTranslations('routes');
  const title = tr.has(routeId) ? tr(routeId) : path;
  return (
    <div className="mx-auto max-w-3xl">
      <Card title={title} as="h1">
        <p className="text-slate-700" data-testid="not-built">{t('text')}</p>
        <p className="mt-2 break-all text-sm text-slate-500">{path}</p>
      </Card>
    </div>
  );
}
