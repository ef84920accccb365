// The roll call of one dive on a phone: each diver with a big "in the water" and "back on board"
// button and the times. A diver with readiness problems goes in only with a named override with
// a reason (the logged-in staff member is named). Check-offs that cannot reach the server are
// queued with their time and sent when back online (offline-queue.ts).
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Dialog, Input } from '@/components/ui';
import type { TManifest, TManifestDiver } from '@/lib/contract/dive';
import { diveKeys, hhmm, postRollCall, type TRollCallBody } from './dive-api';
import { enqueue, flush, queued } from './offline-queue';

const subscribe = (fn: () => void) => {
  window.addEventListener('tb-dive-queue', fn);
  return () => window.removeEventListener('tb-dive-queue', fn);
};
const queuedJson = () => JSON.stringify(queued());

export function RollCall({ manifest, mayEdit }: { manifest: TManifest; mayEdit: boolean }) {
  const t = useTranslations('dive');
  const qc = useQueryClient();
  const { showError, showSuccess } = useSnackbar();
  const [override, setOverride] = useState<TManifestDiver | null>(null);
  const [reason, setReason] = useState('');
  const pending = (JSON.parse(useSyncExternalStore(subscribe, queuedJson, () => '[]')) as ReturnType<typeof queued>).filter((q) => q.plan === manifest.dive.id);
  const refresh = () => qc.invalidateQueries({ queryKey: diveKeys.all });
  // networkMode 'always': offline, the call fails at once and goes to the stored queue (which
  // survives a reload), instead of waiting paused in memory.
  const call = useMutation({
    networkMode: 'always',
    // Its own onError says what happened (queued, or the server's refusal): not a second message.
    meta: { silent: true },
    mutationFn: (body: TRollCallBody & { at: string }) => postRollCall(manifest.dive.id, body),
    onSuccess: () => { void refresh(); },
    onError: (err, body) => {
      if ((err as { status?: number }).status === 0) {
        enqueue({ plan: manifest.dive.id, body });
        showSuccess(t('queued'));
      } else showError(err);
    },
  });
  useEffect(() => {
    const send = () => void flush((i) => postRollCall(i.plan, i.body), (_i, err) => showError(err)).then((n) => { if (n) void refresh(); });
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const tap = (d: TManifestDiver, event: 'in' | 'out') => {
    if (event === 'in' && d.problems.length && !d.override) { setReason(''); setOverride(d); return; }
    call.mutate({ customer: d.customer, event, at: new Date().toISOString() });
  };
  const isQueued = (d: TManifestDiver, event: 'in' | 'out') => pending.some((q) => q.body.customer === d.customer && q.body.event === event);
  const closed = manifest.dive.status === 'closed';
  return (
    <>
      {pending.length > 0 && <p className="rounded bg-amber-100 p-2 text-sm text-amber-900" data-testid="rollcall-queued">{t('queuedCount', { n: pending.length })}</p>}
      <ul className="divide-y divide-slate-200" data-testid="rollcall">
        {manifest.divers.map((d) => {
          const inQ = isQueued(d, 'in');
          const outQ = isQueued(d, 'out');
          const inWater = (d.inAt || inQ) && !(d.outAt || outQ);
          return (
            <li key={d.customer} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid={`rollcall-${d.name}`}>
              <div className="min-w-0">
                <p className="text-base font-medium text-slate-900">{d.name}</p>
                <p className="text-sm text-slate-600">
                  {t('inOut', { in: hhmm(d.inAt) ?? (inQ ? t('queuedShort') : '—'), out: hhmm(d.outAt) ?? (outQ ? t('queuedShort') : '—') })}
                </p>
                {d.problems.length > 0 && !d.override && <p className="text-sm text-red-800">{d.problems.map((p) => t(`problems.${p}`)).join(' · ')}</p>}
                {d.override && <p className="text-sm text-amber-800">{t('overrideBy', { name: d.override.byName, reason: d.override.reason })}</p>}
              </div>
              {mayEdit && !closed && (
                <div className="flex gap-2">
                  {!d.inAt && !inQ && <Button size="lg" onClick={() => tap(d, 'in')} data-testid="btn-in">{t('in')}</Button>}
                  {inWater && <Button size="lg" variant="secondary" onClick={() => tap(d, 'out')} data-testid="btn-out">{t('back')}</Button>}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Dialog open={!!override} onOpenChange={(o) => !o && setOverride(null)} title={t('overrideTitle', { name: override?.name ?? '' })}
        description={override ? override.problems.map((p) => t(`problems.${p}`)).join(' · ') : ''}
        footer={<>
          <Button variant="secondary" onClick={() => setOverride(null)}>{t('cancel')}</Button>
          <Button variant="danger" disabled={reason.trim().length < 5} onClick={() => {
            if (override) call.mutate({ customer: override.customer, event: 'in', at: new Date().toISOString(), override: { reason: reason.trim() } });
            setOverride(null);
          }}>{t('overrideConfirm')}</Button>
        </>}>
        <label className="block space-y-1 text-sm">
          <span>{t('overrideReason')}</span>
          <Input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="override-reason" />
        </label>
      </Dialog>
    </>
  );
}
