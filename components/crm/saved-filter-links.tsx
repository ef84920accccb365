// The saved filters of a kind as links (above the agency list): each opens its filter screen.
'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { TSegmentKind } from '@/lib/contract/segments';
import { filterPath as pathOf, useSavedFilters } from './segment-queries';

export function SavedFilterLinks({ kind }: { kind: TSegmentKind }) {
  const t = useTranslations('crm');
  const list = useSavedFilters(kind);
  return (
    <nav aria-label={t('savedFilters')} className="mx-auto flex max-w-6xl flex-wrap items-center gap-2" data-testid="saved-filter-links">
      <span className="text-sm font-medium text-slate-700">{t('savedFilters')}:</span>
      {(list.data ?? []).map((s) => (
        <Link key={s.id} href={pathOf(kind, s.id)} className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:bg-slate-50">{s.name}</Link>
      ))}
      <Link href={pathOf(kind, 'new')} className="text-sm text-sky-800 hover:underline">{t('newFilter')}</Link>
    </nav>
  );
}
