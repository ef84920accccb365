// The gear of one diver on the manifest: the inventory items they rent (taken off with ×) and the
// free-text gear, and while the dive is open a list of the available items to put on them.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/snackbar';
import { Select } from '@/components/ui';
import type { TManifestDiver } from '@/lib/contract/dive';
import { assignGear, diveKeys, fetchGear, unassignGear } from './dive-api';

export function GearCell({ plan, diver, editable }: { plan: string; diver: TManifestDiver; editable: boolean }) {
  const t = useTranslations('dive');
  const qc = useQueryClient();
  const { showError } = useSnackbar();
  const available = useQuery({ queryKey: diveKeys.gear('available'), queryFn: ({ signal }) => fetchGear('available', signal), enabled: editable });
  const refresh = () => qc.invalidateQueries({ queryKey: diveKeys.all });
  const put = useMutation({ mutationFn: (gear: string) => assignGear(plan, diver.customer, gear), onSuccess: () => void refresh(), onError: showError });
  const off = useMutation({ mutationFn: (gear: string) => unassignGear(plan, diver.customer, gear), onSuccess: () => void refresh(), onError: showError });
  const label = (g: { kind: string; size: string | null; serial: string }) => `${t(`gear.kinds.${g.kind}`)}${g.size ? ` ${g.size}` : ''} #${g.serial}`;
  return (
    <div className="space-y-1" data-testid={`gear-${diver.customer}`}>
      {diver.rentals.map((r) => (
        <span key={r.id} className="mr-1 inline-flex items-center gap-1 rounded bg-sky-50 px-1.5 py-0.5 text-sky-900">
          {label(r)}
          {editable && !diver.inAt && (
            <button type="button" className="px-1 text-slate-600 hover:text-red-700" aria-label={t('gear.takeOff', { item: label(r) })} onClick={() => off.mutate(r.id)}>×</button>
          )}
        </span>
      ))}
      {diver.gear.length > 0 && <span className="block">{diver.gear.join(', ')}</span>}
      {diver.rentals.length === 0 && diver.gear.length === 0 && !editable && '—'}
      {editable && !diver.outAt && (available.data?.items.length ?? 0) > 0 && (
        <Select className="w-44" aria-label={t('gear.assignTo', { name: diver.name })} value="" disabled={put.isPending}
          onChange={(e) => e.target.value && put.mutate(e.target.value)}
          options={[{ value: '', label: t('gear.assign') }, ...(available.data?.items ?? []).map((g) => ({ value: g.id, label: label(g) }))]} />
      )}
    </div>
  );
}
