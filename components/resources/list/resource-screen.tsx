// Entry of a list route: one screen, or several behind tabs (?tab=<screen id>, the list query
// starts afresh on each tab). Pages pass screen ids (the declarations hold zod schemas, which
// cannot cross from a server component) and the user's scopes.
'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Spinner, cn } from '@/components/ui';
import { screenById, screenTitleKey } from '@/lib/resources/screens';
import { ResourceList } from './resource-list';

export const TAB_PARAM = 'tab';

type TProps = { screenIds: readonly string[]; scopes: readonly string[] };

/** The list reads its query from the URL (useSearchParams): rendered inside a Suspense boundary. */
export function ResourceScreen(props: TProps) {
  return (
    <Suspense fallback={<Spinner size="lg" className="p-10" />}>
      <ResourceScreenInner {...props} />
    </Suspense>
  );
}

function ResourceScreenInner({ screenIds, scopes }: TProps) {
  const t = useTranslations();
  const pathname = usePathname();
  const params = useSearchParams();
  const screens = screenIds.map(screenById);
  const active = screens.find((s) => s.id === params.get(TAB_PARAM)) ?? screens[0];
  if (screens.length === 1) return <ResourceList screen={active} scopes={scopes} />;
  return (
    <div className="space-y-4">
      <nav aria-label={t('resources.list.tabs')} className="flex flex-wrap gap-1 border-b border-slate-200">
        {screens.map((s) => (
          <Link
            key={s.id}
            href={`${pathname}?${TAB_PARAM}=${encodeURIComponent(s.id)}`}
            aria-current={s.id === active.id ? 'page' : undefined}
            className={cn('-mb-px rounded-t-md border px-4 py-2 text-sm', s.id === active.id ? 'border-slate-200 border-b-white bg-white font-medium text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900')}
          >
            {t(screenTitleKey(s))}
          </Link>
        ))}
      </nav>
      <ResourceList key={active.id} screen={active} scopes={scopes} />
    </div>
  );
}
