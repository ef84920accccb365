// The price-list editor (/price/new, /price/:id): the list's fields (the generic form fields of
// the 'price' screen), its seasons, the price grid and the tax, saved together in one call.
// Client checks (season dates, amounts, tax rate, a resort or vessel) run before the call; the
// server's ValidationError lands on the field, season, cell or tax it names.
'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormField } from '@/components/resources/form/form-field';
import { formSchema, toFormValues, type TFormValues } from '@/components/resources/form/form-values';
import { zodIssueMessage } from '@/components/resources/form/issue-messages';
import { UnsavedChangesGuard } from '@/components/resources/form/unsaved-guard';
import { useResourceMutations } from '@/components/resources/form/use-resource-mutations';
import { useSnackbar } from '@/components/snackbar';
import { Card } from '@/components/ui';
import { ApiError } from '@/lib/errors';
import { gridRows, hiddenCells, removePeriodCells } from '@/lib/prices/grid';
import { currencyDigits } from '@/lib/prices/money';
import { buildStructure, structureOf, type TStructure } from '@/lib/prices/structure';
import { screenResource } from '@/lib/resources/screens';
import { EditorActions } from './editor-actions';
import { PriceGrid } from './price-grid';
import { PriceTestBox } from './price-test-box';
import { SeasonsTable } from './seasons-table';
import { PriceStatusBadge } from './status-badge';
import { TaxFields } from './tax-fields';
import { usePriceLabels } from './use-price-labels';
import type { TRecordEditorProps } from '@/components/resources/form/record-editor-props';

export type TPriceEditorProps = TRecordEditorProps;

type TServerErrors = { periods: Record<number, string>; cells: Record<string, string>; tax: string | null };
const NO_SERVER_ERRORS: TServerErrors = { periods: {}, cells: {}, tax: null };
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const firstCurrency = (v: unknown) => (Array.isArray(v) && typeof v[0] === 'string' && v[0].trim() ? v[0].trim().toUpperCase() : 'EUR');

export function PriceEditor({ screen, id, record, can, onSaved, onCopied, onDeleted, onLeave }: TPriceEditorProps) {
  const t = useTranslations('prices');
  const tf = useTranslations('resources.form');
  const snackbar = useSnackbar();
  const mode = id === null ? 'create' : 'update';
  const resource = screenResource(screen);
  const fieldNames = useMemo(() => screen.fields.map((f) => f.field).filter((f) => f in resource.fields), [screen, resource]);
  const resolver = useMemo(() => zodResolver(formSchema(resource, fieldNames, mode), { error: zodIssueMessage }) as Resolver<TFormValues>, [resource, fieldNames, mode]);
  const form = useForm<TFormValues>({ resolver, defaultValues: toFormValues(resource, fieldNames, record), mode: 'onTouched' });
  const [resort, vessel, variantsValue, currencies, validFrom, validTo, status, calculationType] = useWatch({
    control: form.control, name: ['resort', 'vessel', 'variants', 'currencies', 'validFrom', 'validTo', 'status', 'calculationType'],
  });
  const currency = firstCurrency(currencies);
  const digits = currencyDigits(currency);
  const [initial, setInitial] = useState<TStructure>(() => structureOf(record, currencyDigits(firstCurrency(record?.currencies))));
  const [s, setS] = useState<TStructure>(initial);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<TServerErrors>(NO_SERVER_ERRORS);
  const { save, copy, remove } = useResourceMutations(resource);

  // A price list belongs to a resort or a vessel: choosing one clears the other.
  const prevAsset = useRef({ resort: str(resort), vessel: str(vessel) });
  useEffect(() => {
    const prev = prevAsset.current;
    if (str(resort) && str(vessel)) {
      if (str(resort) !== prev.resort) form.setValue('vessel', '', { shouldDirty: true });
      else form.setValue('resort', '', { shouldDirty: true });
    }
    prevAsset.current = { resort: str(resort), vessel: str(vessel) };
  }, [resort, vessel, form]);

  const asset = str(resort) ? { kind: 'resort' as const, id: str(resort) } : str(vessel) ? { kind: 'vessel' as const, id: str(vessel) } : null;
  const variantIds = useMemo(() => (Array.isArray(variantsValue) ? variantsValue.map(String) : []), [variantsValue]);
  const labels = usePriceLabels(asset, variantIds);
  const rows = useMemo(() => gridRows(labels.roomTypeIds, variantIds, s.paxLevels), [labels.roomTypeIds, variantIds, s.paxLevels]);
  const result = useMemo(() => buildStructure(s, rows, currency, digits, { from: str(validFrom), to: str(validTo) }), [s, rows, currency, digits, validFrom, validTo]);
  const gridReady = asset !== null && labels.roomTypesReady;
  const hiddenCount = useMemo(() => (gridReady ? hiddenCells(s.cells, rows, s.periods.length).length : 0), [gridReady, rows, s.periods.length, s.cells]);
  const structDirty = useMemo(() => JSON.stringify(s) !== JSON.stringify(initial), [s, initial]);
  const dirty = form.formState.isDirty || structDirty;
  const readOnly = mode === 'update' ? !can.update : !can.create;
  const submitting = form.formState.isSubmitting;

  const periodErrors: Record<number, string> = { ...server.periods };
  const cellErrors: Record<string, string> = { ...server.cells };
  let taxError = server.tax;
  if (!result.ok) {
    for (const [i, reason] of Object.entries(result.periodErrors)) if (attempted || reason === 'order') periodErrors[Number(i)] = t(`seasons.errors.${reason}`);
    for (const e of result.cellErrors) cellErrors[e.key] = t(`grid.errors.${e.reason}`, { digits, currency });
    if (result.taxValueError) taxError = t('tax.valueError');
  }

  const update = (patch: Partial<TStructure>) => {
    setServer(NO_SERVER_ERRORS);
    setS((prev) => ({ ...prev, ...patch }));
  };

  const onSubmit = form.handleSubmit(
    async (header) => {
      setAttempted(true);
      if (!asset) return void form.setError('resort', { type: 'server', message: t('errors.asset') });
      if (!result.ok || !gridReady) return void snackbar.showErrorKey('prices.errors.fix');
      try {
        const saved = await save.mutateAsync({ id, body: { ...(header as Record<string, unknown>), ...result.payload } });
        form.reset(toFormValues(resource, fieldNames, saved));
        const next = structureOf(saved, currencyDigits(firstCurrency(saved.currencies)));
        setInitial(next);
        setS(next);
        setServer(NO_SERVER_ERRORS);
        snackbar.showSuccess(tf(id === null ? 'created' : 'saved'));
        onSaved(saved, id === null);
      } catch (err) {
        const fields = err instanceof ApiError && err.parsed.isValidation ? err.parsed.fields : [];
        const next: TServerErrors = { periods: {}, cells: {}, tax: null };
        let shown = 0;
        for (const f of fields) {
          const [head, index] = f.path.split('.');
          if (head === 'periods' && index !== undefined) next.periods[Number(index)] = f.message;
          else if (head === 'entries' && index !== undefined && result.entryKeys[Number(index)]) next.cells[result.entryKeys[Number(index)]] = f.message;
          else if (head === 'tax') next.tax = f.message;
          else if (fieldNames.includes(head)) form.setError(f.path as keyof TFormValues & string, { type: 'server', message: f.message });
          else continue;
          shown++;
        }
        setServer(next);
        if (shown === 0) snackbar.showError(err);
      }
    },
    () => {
      setAttempted(true);
      if (!asset) form.setError('resort', { type: 'server', message: t('errors.asset') });
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={tf(id === null ? 'createTitle' : 'editTitle')} className="space-y-4">
      <UnsavedChangesGuard dirty={dirty} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{id === null ? t('newTitle') : str(record?.name) || tf('editTitle')}</h1>
        <PriceStatusBadge status={str(status)} />
        {dirty && <span className="text-sm text-slate-500">{t('unsaved')}</span>}
      </div>
      {/* min-w-0: a fieldset is min-content wide by default, which would widen the page to the grid on a phone. */}
      <fieldset disabled={readOnly || submitting} className="min-w-0 space-y-4">
        <Card title={t('sections.general')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {screen.fields.map((f) => <FormField key={f.field} resource={resource} field={f} control={form.control} mode={mode} />)}
          </div>
        </Card>
        <Card title={t('sections.seasons')} description={t('seasons.help')}>
          <SeasonsTable
            periods={s.periods}
            onChange={(periods) => update({ periods })}
            onAdd={() => update({ periods: [...s.periods, { from: nextFrom(s, str(validFrom)), to: str(validTo), name: '' }] })}
            onRemove={(i) => update({ periods: s.periods.filter((_, j) => j !== i), cells: removePeriodCells(s.cells, i) })}
            errors={periodErrors}
            issues={result.issues}
          />
        </Card>
        <Card title={t('sections.prices')} description={t('grid.description', { basis: t(`grid.basis.${basisKey(str(calculationType), asset?.kind)}`) })}>
          {!asset ? (
            <p className="text-sm text-slate-600">{t('grid.chooseAsset')}</p>
          ) : !labels.roomTypesReady ? (
            <p className="text-sm text-slate-600">{labels.roomTypesError ? t('grid.roomTypesFailed') : t('grid.loading')}</p>
          ) : rows.length === 0 ? (
            <p className="text-sm text-slate-600">{t('grid.noRoomTypes')}</p>
          ) : s.periods.length === 0 ? (
            <p className="text-sm text-slate-600">{t('grid.noSeasons')}</p>
          ) : (
            <PriceGrid rows={rows} periods={s.periods} cells={s.cells} errors={cellErrors} currency={currency}
              onCellChange={(key, text) => update({ cells: { ...s.cells, [key]: text } })}
              roomTypeName={labels.roomTypeName} variantName={labels.variantName}
              paxLevels={s.paxLevels} onPaxLevels={(paxLevels) => update({ paxLevels, cells: keepLevels(s, paxLevels) })} />
          )}
          {hiddenCount > 0 && <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t('grid.hidden', { count: hiddenCount })}</p>}
        </Card>
        <Card title={t('sections.tax')}>
          <TaxFields tax={s.tax} onChange={(tax) => update({ tax })} valueError={taxError} />
        </Card>
        {id !== null && gridReady && labels.roomTypes.length > 0 && (
          <Card title={t('sections.test')} description={t('test.help')}>
            <PriceTestBox listId={id} active={str(status) === 'active'} dirty={dirty} currency={currency} roomTypes={labels.roomTypes}
              defaultFrom={s.periods[0]?.from || str(validFrom)} />
          </Card>
        )}
      </fieldset>
      <EditorActions id={id} name={str(record?.name)} can={can} readOnly={readOnly} dirty={dirty} submitting={submitting}
        copy={copy} remove={remove} onCopied={onCopied} onDeleted={onDeleted} onLeave={onLeave} />
    </form>
  );
}

/** A new season starts the day after the last one ends (or at the list's validity). */
function nextFrom(s: TStructure, validFrom: string): string {
  const last = s.periods.at(-1)?.to;
  if (!last || !/^\d{4}-\d{2}-\d{2}$/.test(last)) return validFrom;
  return new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Cells of removed per-pax levels go with the level. */
function keepLevels(s: TStructure, levels: number[]) {
  return Object.fromEntries(Object.entries(s.cells).filter(([key]) => {
    const pax = key.split('|')[2];
    return pax === '' || levels.includes(Number(pax));
  }));
}

/** How the engine reads an entry (upstream/modules/prices/from-record.ts): per room or person, per night or stay. */
function basisKey(calculationType: string, kind: 'resort' | 'vessel' | undefined) {
  const room = calculationType === 'unit';
  if (kind === 'vessel') return room ? 'roomStay' : 'personStay';
  return room ? 'roomNight' : 'personNight';
}
