// /dive/overview: today and the next days at a glance: each day's dives per boat with divers,
// who is in the water, readiness problems and the plan's warnings; a dive opens in the day plan.
'use client';
import { useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Card, Spinner } from '@/components/ui';
import { today } from '@/lib/clock';
import { formatDate } from '@/lib/format';
import { diveKeys, fetchDay } from './dive-api';
import { DiveSummaryLine } from './dive-summary';

const DAYS = 4;
const shift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export function DiveOverviewScreen({ mayOpenPlan }: { mayOpenPlan: boolean }) {
  const t = useTranslations('dive');
  const start = today();
  const dates = Array.from({ length: DAYS }, (_, i) => shift(start, i));
  const days = useQueries({ queries: dates.map((date) => ({ queryKey: diveKeys.day(date), queryFn: ({ signal }: { signal: AbortSignal }) => fetchDay(date, signal) })) });
  return (
    <section className="mx-auto max-w-6xl space-y-4" data-testid="dive-overview">
      <h1 className="text-xl font-semibold text-slate-900">{t('overviewTitle')}</h1>
      {days.map((q, i) => {
        const dives = q.data?.boats.flatMap((b) => b.dives) ?? [];
        const problems = dives.reduce((n, d) => n + d.notReady, 0);
        return (
          <Card key={dates[i]} title={i === 0 ? t('todayIs', { date: formatDate(dates[i]) }) : formatDate(dates[i])}
            description={q.data ? t('daySummary', { dives: dives.length, divers: dives.reduce((n, d) => n + d.divers, 0), guests: q.data.guests.length, problems }) : undefined}>
            {q.isPending ? <Spinner label={t('loading')} /> : dives.length === 0 ? <p className="text-sm text-slate-600">{t('noDives')}</p> : (
              <ul className="divide-y divide-slate-200">
                {dives.map((d) => (
                  <li key={d.id} className="space-y-1 py-2">
                    {mayOpenPlan ? <Link className="font-medium text-sky-800 underline" href={`/dive/plan?date=${d.date}&dive=${d.id}`}>{d.name}</Link> : <span className="font-medium">{d.name}</span>}
                    <span className="ml-2 text-sm text-slate-600">{d.boat?.name ?? t('noBoat')}</span>
                    <DiveSummaryLine dive={d} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        );
      })}
    </section>
  );
}
