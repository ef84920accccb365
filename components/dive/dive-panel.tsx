// One dive opened from the day plan: its summary, the manifest (on screen; the PDF link prints
// it), the roll call, and closing (refused by the server while a diver is in the water; the
// button says so first). Closing writes each diver's dive log entry, returns the rental gear and
// bills dives and gear onto the room bills, and takes what the dive used from stock; the panel
// then shows what was billed and what not.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, Input, Spinner } from '@/components/ui';
import type { TManifestDiver } from '@/lib/contract/dive';
import type { TDiveCloseResult } from '@/lib/contract/dive-gear';
import { formatDate } from '@/lib/format';
import { closeDive, diveKeys, fetchManifest, OFFLINE_READ, removeDiver } from './dive-api';
import { DiveSummaryLine } from './dive-summary';
import { CloseResult } from './close-result';
import { DiverDialog } from './diver-dialog';
import { GearCell } from './gear-cell';
import { RollCall } from './roll-call';
import { UsedStock, type TUsed } from './used-stock';
import { contentLanguage } from '@/lib/i18n/ui-language';

function ManifestTable({ plan, divers, onRemove, onOpen }: { plan: string; divers: TManifestDiver[]; onRemove: ((d: TManifestDiver) => void) | null; onOpen: (d: TManifestDiver) => void }) {
  const t = useTranslations('dive');
  const gas = (d: TManifestDiver) => `${d.gas === 'nitrox' ? `EAN${d.nitroxPercent}` : t('air')}${d.tankSize ? ` · ${d.tankSize} l` : ''}`;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="manifest">
        <thead className="text-slate-600">
          <tr>{['diver', 'certification', 'lastDive', 'gasTank', 'gear', 'medical', 'waiver', 'emergency', 'readiness'].map((c) => <th key={c} className="px-2 py-1 font-medium">{t(`cols.${c}`)}</th>)}<th /></tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {divers.map((d) => (
            <tr key={d.customer}>
              <td className="px-2 py-1 font-medium"><button type="button" className="text-sky-800 underline" onClick={() => onOpen(d)}>{d.name}</button></td>
              <td className="px-2 py-1">{d.certification ? `${d.certification.agency} ${t(`levels.${d.certification.level}`)}${d.certification.verified ? '' : ` (${t('unverified')})`}` : '—'}</td>
              <td className="px-2 py-1">{d.lastDiveDate ? formatDate(d.lastDiveDate) : '—'}</td>
              <td className="px-2 py-1">{gas(d)}</td>
              <td className="px-2 py-1"><GearCell plan={plan} diver={d} editable={!!onRemove} /></td>
              {([d.medical, d.waiver] as const).map((f, i) => (
                <td key={i} className="px-2 py-1">{t(`form.${f.status}`)}{f.source && <span className="block text-xs text-slate-600">{t(`source.${f.source}`)}</span>}</td>
              ))}
              <td className="px-2 py-1">{[d.emergency.name, d.emergency.phone].filter(Boolean).join(' ') || '—'}</td>
              <td className="px-2 py-1">
                {d.problems.length === 0 ? <span className="text-emerald-800">{t('ready')}</span>
                  : <span className="text-red-800">{d.problems.map((p) => t(`problems.${p}`)).join(' · ')}</span>}
                {d.missingSpecialities.length > 0 && <span className="block text-red-800">{t('missingSpecialities', { list: d.missingSpecialities.map((x) => t(`specialities.${x}`)).join(', ') })}</span>}
                {d.override && <span className="block text-amber-800">{t('overrideBy', { name: d.override.byName, reason: d.override.reason })}</span>}
              </td>
              <td className="px-2 py-1">{onRemove && !d.inAt && <Button size="sm" variant="ghost" onClick={() => onRemove(d)}>{t('remove')}</Button>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DivePanel({ id, mayEdit, onClose, diver: initialDiver = null }: { id: string; mayEdit: boolean; onClose: () => void; diver?: string | null }) {
  const t = useTranslations('dive');
  const locale = contentLanguage(useLocale());
  const qc = useQueryClient();
  const { showError, showSuccess } = useSnackbar();
  const [depth, setDepth] = useState('');
  const [used, setUsed] = useState<TUsed[]>([]);
  const [result, setResult] = useState<TDiveCloseResult | null>(null);
  // ?diver= (the dashboard's readiness link) opens that diver's readiness record at once.
  const [diver, setDiver] = useState<string | null>(initialDiver);
  const m = useQuery({ queryKey: diveKeys.manifest(id), queryFn: ({ signal }) => fetchManifest(id, signal), ...OFFLINE_READ });
  const refresh = () => qc.invalidateQueries({ queryKey: diveKeys.all });
  const remove = useMutation({ mutationFn: (d: TManifestDiver) => removeDiver(id, d.customer), onSuccess: () => void refresh(), onError: showError });
  const close = useMutation({
    mutationFn: () => closeDive(id, depth.trim() === '' ? null : Number(depth), used),
    onSuccess: (r) => { setResult(r); showSuccess(t('closedDone', { n: r.logs.length })); void refresh(); },
    onError: showError,
  });
  if (m.isPending) return <Card><p className="flex justify-center p-6"><Spinner label={t('loading')} /></p></Card>;
  if (m.isError) return null;
  const dive = m.data.dive;
  const open = dive.status === 'planned';
  return (
    <Card title={dive.name} description={`${formatDate(dive.date)} · ${dive.boat?.name ?? t('noBoat')}`} data-testid="dive-panel"
      actions={<div className="flex gap-2">
        <a className="rounded border border-slate-300 px-3 py-1 text-sm" href={`/api/diveplan/${id}/manifest/pdf?lang=${locale}`} target="_blank" rel="noreferrer">{t('pdf')}</a>
        <Button size="sm" variant="ghost" onClick={onClose}>{t('back2plan')}</Button>
      </div>}>
      <div className="space-y-4">
        <DiveSummaryLine dive={dive} />
        <section className="space-y-2">
          <h3 className="font-semibold">{t('rollCallTitle')}</h3>
          {m.data.divers.length === 0 ? <p className="text-sm text-slate-600">{t('noDivers')}</p> : <RollCall manifest={m.data} mayEdit={mayEdit} />}
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold">{t('manifestTitle')}</h3>
          <ManifestTable plan={id} divers={m.data.divers} onRemove={mayEdit && open ? (d) => remove.mutate(d) : null} onOpen={(d) => setDiver(d.customer)} />
          {diver && <DiverDialog customer={diver} mayEdit={mayEdit} onClose={() => setDiver(null)} />}
        </section>
        {result && <CloseResult result={result} divers={m.data.divers} />}
        {mayEdit && open && (
          <section className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3">
            <UsedStock value={used} onChange={setUsed} />
            <label className="space-y-1 text-sm">
              <span className="block">{t('maxDepth')}</span>
              <Input className="w-28" inputMode="decimal" value={depth} onChange={(e) => setDepth(e.target.value)} />
            </label>
            <Button variant="primary" disabled={dive.inWater > 0} loading={close.isPending} onClick={() => close.mutate()} data-testid="close-dive">{t('closeDive')}</Button>
            {dive.inWater > 0 && <span className="text-sm text-red-800" data-testid="close-blocked">{t('closeBlocked', { n: dive.inWater })}</span>}
          </section>
        )}
      </div>
    </Card>
  );
}
