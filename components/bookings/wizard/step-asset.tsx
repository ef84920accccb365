// Wizard step 1: resort or vessel (unless the route fixed the kind), then which one.
'use client';
import { useTranslations } from 'next-intl';
import { Spinner, cn } from '@/components/ui';
import { initialWizardState, type TAssetKind, type TWizardState } from '@/lib/bookings/wizard-state';
import { useBookableAssets } from '../queries';

type TProps = { state: TWizardState; onChange: (s: TWizardState) => void; fixedKind: boolean; viaPublic: boolean };

export function StepAsset({ state, onChange, fixedKind, viaPublic }: TProps) {
  const t = useTranslations('bookings.wizard');
  const assets = useBookableAssets(state.kind, viaPublic);
  const setKind = (kind: TAssetKind) => onChange(initialWizardState({ kind, language: state.language, currency: state.currency, agency: state.agency }));
  const pick = (asset: string) => onChange({ ...state, asset, schedule: null, tour: null, rooms: [], ...(state.kind === 'vessel' ? { dateFrom: '', dateTo: '' } : {}) });
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-medium text-slate-900">{t('assetLegend')}</legend>
      {!fixedKind && (
        <div role="radiogroup" aria-label={t('kind')} className="flex gap-2">
          {(['resort', 'vessel'] as const).map((k) => (
            <label key={k} className={cn('flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm', state.kind === k ? 'border-sky-700 bg-sky-50' : 'border-slate-300')}>
              <input type="radio" name="kind" checked={state.kind === k} onChange={() => setKind(k)} />
              {t(`kinds.${k}`)}
            </label>
          ))}
        </div>
      )}
      {assets.isPending ? <Spinner /> : (
        <div role="radiogroup" aria-label={t(`kinds.${state.kind}`)} className="grid gap-2 sm:grid-cols-2">
          {(assets.data ?? []).map((a) => (
            <label key={a.id} className={cn('flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm', state.asset === a.id ? 'border-sky-700 bg-sky-50' : 'border-slate-300')}>
              <input type="radio" name="asset" value={a.id} checked={state.asset === a.id} onChange={() => pick(a.id)} />
              {a.name}
            </label>
          ))}
          {assets.data?.length === 0 && <p className="text-sm text-slate-600">{t('noAssets')}</p>}
        </div>
      )}
    </fieldset>
  );
}
