// The dashboard's dive panel (issue 22): tomorrow's divers with readiness problems, each with the
// dive and what is missing, linking to the diver's readiness record on the dive plan.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui';
import type { TReadinessDay } from '@/lib/contract/dive-more';
import { formatDate } from '@/lib/format';

export function DiveReadinessPanel({ day, href }: { day: TReadinessDay; href: (i: TReadinessDay['items'][number]) => string | null }) {
  const t = useTranslations('diveMore');
  const td = useTranslations('dive');
  const more = day.total - day.items.length;
  return (
    <Card title={<span>{t('readinessTitle')} <span className="text-sm font-normal text-slate-500">({day.total})</span></span>}
      description={formatDate(day.date)} data-testid="dash-dive-readiness" className="min-w-0">
      {day.items.length === 0 ? <p className="text-sm text-slate-500">{t('readinessNone')}</p> : (
        <ul className="-mx-2 divide-y divide-slate-100">
          {day.items.map((i) => {
            const link = href(i);
            return (
              <li key={`${i.dive.id}-${i.customer}`} className="space-y-1 px-2 py-2" data-testid="dash-dive-readiness-item">
                <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                  {link ? <Link href={link} className="font-medium text-sky-700 hover:underline" aria-label={`${t('openRecord')}: ${i.name}`}>{i.name}</Link>
                    : <span className="font-medium">{i.name}</span>}
                  <span className="text-sm text-slate-600">{[i.dive.start, i.dive.name].filter(Boolean).join(' ')}</span>
                </p>
                <ul className="flex flex-wrap gap-1">
                  {i.problems.map((p) => <li key={p} className="rounded bg-red-50 px-2 py-0.5 text-xs text-red-800">{td(`problems.${p}`)}</li>)}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
      {more > 0 && <p className="mt-3 text-sm text-slate-600">{t('readinessMore', { count: more })}</p>}
    </Card>
  );
}
