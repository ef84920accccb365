// The liveaboard itinerary on the day plan (issue 22): each vessel's departure on board that day
// with its day of the trip and the day's dive slots from the tour's pattern, each planned (opens
// the dive) or open, and "create the day's dives" for the open ones in one step.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TItinerary } from '@/lib/contract/dive-more';
import { diveKeys, OFFLINE_READ } from './dive-api';

export function ItineraryPanel({ date, mayCreate, onOpen }: { date: string; mayCreate: boolean; onOpen: (dive: string) => void }) {
  const t = useTranslations('diveMore');
  const qc = useQueryClient();
  const { showError, showSuccess } = useSnackbar();
  const q = useQuery({ queryKey: [...diveKeys.all, 'itinerary', date], queryFn: ({ signal }) => apiFetch<TItinerary>('/api/dive/itinerary', { query: { date }, signal }), ...OFFLINE_READ });
  const create = useMutation({
    mutationFn: (schedule: string) => apiFetch<{ created: string[] }>('/api/dive/itinerary', { method: 'POST', body: { schedule, date } }),
    onSuccess: (r) => { showSuccess(t('createdDives', { n: r.created.length })); void qc.invalidateQueries({ queryKey: diveKeys.all }); },
    onError: showError,
  });
  if (!q.data?.departures.length) return null;
  return (
    <Card title={t('itineraryTitle')} data-testid="dive-itinerary">
      <ul className="divide-y divide-slate-200">
        {q.data.departures.map((dep) => {
          const open = dep.slots.filter((s) => !s.dive).length;
          return (
            <li key={dep.schedule.id} className="space-y-2 py-3" data-testid={`itinerary-${dep.schedule.id}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {t('itineraryDay', { vessel: dep.vessel.name, tour: dep.tour?.name ?? dep.schedule.name, day: dep.day, days: dep.days })}
                  <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{t(`kind.${dep.kind}`)}</span>
                </p>
                {mayCreate && open > 0 && <Button size="sm" loading={create.isPending} onClick={() => create.mutate(dep.schedule.id)}>{t('createDives')}</Button>}
              </div>
              {dep.slots.length === 0 ? <p className="text-sm text-slate-600">{t('noSlots')}</p> : (
                <ul className="flex flex-wrap gap-2">
                  {dep.slots.map((s) => (
                    <li key={s.slot}>
                      {s.dive
                        ? <button type="button" onClick={() => onOpen(s.dive!)} className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 hover:bg-emerald-100">{s.start} {s.name} · {t('slotPlanned')}</button>
                        : <span className="inline-block rounded border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600">{s.start} {s.name} · {t('slotOpen')}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
