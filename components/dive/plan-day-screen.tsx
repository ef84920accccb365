// /dive/plan: the day's dives per boat with their warnings and readiness, the guests in house or
// on board who can be put on a dive, and the selected dive's manifest and roll call (?dive=).
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { useOnline } from '@/components/service-worker/use-online';
import { Button, Card, EmptyState, Input, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { today } from '@/lib/clock';
import { formatDate } from '@/lib/format';
import { addDiver, diveKeys, fetchDay, fetchManifest, OFFLINE_READ } from './dive-api';
import { DivePanel } from './dive-panel';
import { DiveSummaryLine } from './dive-summary';
import { ItineraryPanel } from './itinerary-panel';
import { contentLanguage } from '@/lib/i18n/ui-language';

const shift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export function PlanDayScreen({ mayEdit, mayCreate = false }: { mayEdit: boolean; mayCreate?: boolean }) {
  const t = useTranslations('dive');
  const locale = contentLanguage(useLocale());
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const date = params.get('date') ?? today();
  const selected = params.get('dive');
  const go = (next: Record<string, string | null>) => {
    const q = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(next)) { if (v) q.set(k, v); else q.delete(k); }
    router.replace(`${pathname}?${q.toString()}`);
  };
  const day = useQuery({ queryKey: diveKeys.day(date), queryFn: ({ signal }) => fetchDay(date, signal), ...OFFLINE_READ });
  const qc = useQueryClient();
  const { showError, showSuccess } = useSnackbar();
  const add = useMutation({
    mutationFn: (v: { plan: string; customer: string }) => addDiver(v.plan, v.customer),
    onSuccess: () => { showSuccess(t('added')); void qc.invalidateQueries({ queryKey: diveKeys.all }); },
    onError: showError,
  });
  const [copyTo, setCopyTo] = useState('');
  const copy = useMutation({
    mutationFn: () => apiFetch<{ ids: string[] }>('/api/dive/plan/copy', { method: 'POST', body: { from: date, to: copyTo } }),
    onSuccess: (r) => { showSuccess(t('copied', { n: r.ids.length })); void qc.invalidateQueries({ queryKey: diveKeys.all }); },
    onError: showError,
  });
  const dives = day.data?.boats.flatMap((b) => b.dives) ?? [];
  const open = dives.filter((d) => d.status === 'planned');
  const online = useOnline();
  // While online, each open dive's manifest is read once, so the service worker keeps a copy and
  // every roll call of the day opens at sea (docs/decisions/dive.md, "Offline start").
  const openIds = open.map((d) => d.id).join(',');
  useEffect(() => {
    if (!online || !openIds) return;
    for (const id of openIds.split(',')) void qc.prefetchQuery({ queryKey: diveKeys.manifest(id), queryFn: ({ signal }) => fetchManifest(id, signal) });
  }, [online, openIds, qc]);
  return (
    <section className="mx-auto max-w-6xl space-y-4" data-testid="dive-plan">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{t('planTitle', { date: formatDate(date) })}</h1>
        <div className="flex items-center gap-2">
          <Button size="sm" variant="secondary" onClick={() => go({ date: shift(date, -1), dive: null })}>{t('prevDay')}</Button>
          <Input type="date" aria-label={t('day')} className="w-40" value={date} onChange={(e) => e.target.value && go({ date: e.target.value, dive: null })} />
          <Button size="sm" variant="secondary" onClick={() => go({ date: shift(date, 1), dive: null })}>{t('nextDay')}</Button>
        </div>
      </div>
      {!online && <p role="note" className="rounded bg-amber-100 p-2 text-sm text-amber-900" data-testid="dive-offline">{day.isError ? t('offlineNoCopy') : t('offlineCopy')}</p>}
      {selected && <DivePanel id={selected} mayEdit={mayEdit} diver={params.get('diver')} onClose={() => go({ dive: null, diver: null })} />}
      <ItineraryPanel date={date} mayCreate={mayCreate} onOpen={(dive) => go({ dive })} />
      {day.isPending ? <p className="flex justify-center p-6"><Spinner label={t('loading')} /></p> : day.isError ? null : (
        <>
          {day.data.boats.length === 0 && <Card><EmptyState title={t('noDives')} text={t('noDivesText')} /></Card>}
          {day.data.boats.map((b) => (
            <Card key={b.boat?.id ?? 'none'} title={b.boat ? t('boatTitle', { name: b.boat.name, cap: b.boat.capacity ?? 0 }) : t('noBoat')}>
              <ul className="divide-y divide-slate-200">
                {b.dives.map((d) => (
                  <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid={`dive-${d.id}`}>
                    <div className="min-w-0 space-y-1">
                      <p className="font-medium text-slate-900">{d.name}</p>
                      <DiveSummaryLine dive={d} />
                    </div>
                    <div className="flex gap-2">
                      <Button size="sm" onClick={() => go({ dive: d.id })}>{t('openDive')}</Button>
                      <a className="rounded border border-slate-300 px-3 py-1 text-sm" href={`/api/diveplan/${d.id}/manifest/pdf?lang=${locale}`} target="_blank" rel="noreferrer">{t('pdf')}</a>
                    </div>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
          {mayEdit && dives.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <Input type="date" aria-label={t('copyTo')} className="w-40" value={copyTo} onChange={(e) => setCopyTo(e.target.value)} />
              <Button size="sm" variant="secondary" disabled={!copyTo || copyTo === date} loading={copy.isPending} onClick={() => copy.mutate()}>{t('copyDay')}</Button>
            </div>
          )}
          <Card title={t('guestsTitle')} description={t('guestsText')}>
            {day.data.guests.length === 0 ? <EmptyState title={t('noGuests')} text={t('noGuestsText')} /> : (
              <ul className="divide-y divide-slate-200">
                {day.data.guests.map((g) => {
                  // Only the dives of the guest's own resort or vessel (the others would refuse them).
                  const free = open.filter((d) => !g.dives.includes(d.id) && ((d.resort !== null && d.resort === g.resort) || (d.vessel !== null && d.vessel === g.vessel)));
                  return (
                    <li key={g.customer} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span>
                        <span className="font-medium">{g.name}</span>
                        <span className="ml-2 text-sm text-slate-600">{[g.room, g.bookingNumber].filter(Boolean).join(' · ')}</span>
                        {g.dives.length > 0 && <span className="ml-2 text-sm text-slate-600">{dives.filter((d) => g.dives.includes(d.id)).map((d) => d.name).join(', ')}</span>}
                      </span>
                      {mayEdit && free.length > 0 && (
                        <Select className="w-56" aria-label={t('addTo', { name: g.name })} value="" onChange={(e) => e.target.value && add.mutate({ plan: e.target.value, customer: g.customer })}
                          options={[{ value: '', label: t('addToDive') }, ...free.map((d) => ({ value: d.id, label: `${d.start ?? ''} ${d.name}`.trim() }))]} />
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
        </>
      )}
    </section>
  );
}
