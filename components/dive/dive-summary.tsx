// One line about a dive: times, site, guide, divers against capacity, who is in the water, who is
// not ready, the plan's warnings.
'use client';
import { useTranslations } from 'next-intl';
import type { TDiveSummary } from '@/lib/contract/dive';

export function DiveSummaryLine({ dive }: { dive: TDiveSummary }) {
  const t = useTranslations('dive');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <span>{[dive.start, dive.end].filter(Boolean).join('–') || '—'}</span>
      <span>{dive.site?.name ?? t('noSite')}</span>
      <span>{dive.guide ? t('guide', { name: dive.guide.name }) : t('noGuideYet')}</span>
      <span data-testid="dive-count">{t('diversCount', { n: dive.divers, cap: dive.boat?.capacity ?? dive.maxDivers ?? 0 })}</span>
      {dive.inWater > 0 && <span className="rounded bg-sky-100 px-2 text-sky-900">{t('inWaterCount', { n: dive.inWater })}</span>}
      {dive.notReady > 0 && <span className="rounded bg-red-100 px-2 text-red-900">{t('notReadyCount', { n: dive.notReady })}</span>}
      {dive.warnings.map((w) => <span key={w} className="rounded bg-amber-100 px-2 text-amber-900">{t(`warnings.${w}`)}</span>)}
      {dive.status === 'closed' && <span className="rounded bg-slate-200 px-2">{t('closed')}</span>}
    </div>
  );
}
