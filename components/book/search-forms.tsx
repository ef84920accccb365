// The search step: one plain GET form per kind of house (works without JavaScript). A resort
// search takes the house, arrival, departure and guests; a tour search takes a departure (which
// names its vessel and dates) and guests.
import { getTranslations } from 'next-intl/server';
// Direct files, not the '@/components/ui' barrel: it also re-exports the Radix-based client
// components (dialog, popover), which would ship their JavaScript with this public page.
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatDate } from '@/lib/format';
import type { TPublicAsset, TPublicSchedule } from '@/lib/book/load';
import { MAX_GUESTS, MAX_NIGHTS, type TBookKind, type TBookQuery, type TQueryField } from '@/lib/book/query';
import { FieldError } from './field-error';

type TProps = {
  path: string;
  kinds: readonly TBookKind[];
  query: TBookQuery;
  assets: readonly TPublicAsset[];
  schedules: readonly TPublicSchedule[];
  today: string;
};

export async function SearchForms({ path, kinds, query, assets, schedules, today }: TProps) {
  const t = await getTranslations('book');
  return (
    <div className={kinds.length > 1 ? 'grid gap-4 md:grid-cols-2' : ''}>
      {kinds.map((kind) => {
        // Errors and typed values belong to the form that was sent.
        const own = query.kind === kind ? query : null;
        const err = (f: TQueryField) => own?.errors[f];
        const v = (f: TQueryField, fallback = '') => (own?.values[f] || fallback);
        const id = (f: string) => `${kind}-${f}`;
        const houses = assets.filter((a) => a.kind === kind);
        return (
          <form key={kind} method="get" action={path} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={id('title')} noValidate>
            <h2 id={id('title')} className="text-lg font-semibold">{kinds.length > 1 ? t(`kinds.${kind}`) : t('search.title')}</h2>
            <input type="hidden" name="kind" value={kind} />
            {kind === 'resort' ? (
              houses.length === 0 ? <p className="text-sm text-slate-600">{t('search.noHouses')}</p> : (
                <>
                  <div className="space-y-1">
                    <label htmlFor={id('asset')} className="block text-sm font-medium">{t('search.house')}</label>
                    <Select id={id('asset')} name="asset" defaultValue={v('asset', houses.length === 1 ? houses[0].id : '')} placeholder={t('search.choose')} required invalid={!!err('asset')} aria-describedby={err('asset') ? id('asset-error') : undefined}
                      options={houses.map((h) => ({ value: h.id, label: [h.name, h.city].filter(Boolean).join(', ') }))} />
                    <FieldError id={id('asset-error')} error={err('asset')} />
                  </div>
                  <div className="grid grid-cols-2 gap-3">
                    <div className="space-y-1">
                      <label htmlFor={id('from')} className="block text-sm font-medium">{t('search.arrival')}</label>
                      <Input id={id('from')} name="from" type="date" min={today} defaultValue={v('from')} required invalid={!!err('from')} aria-describedby={err('from') ? id('from-error') : undefined} />
                      <FieldError id={id('from-error')} error={err('from')} />
                    </div>
                    <div className="space-y-1">
                      <label htmlFor={id('to')} className="block text-sm font-medium">{t('search.departure')}</label>
                      <Input id={id('to')} name="to" type="date" min={today} defaultValue={v('to')} required invalid={!!err('to')} aria-describedby={err('to') ? id('to-error') : undefined} />
                      <FieldError id={id('to-error')} error={err('to')} values={{ max: MAX_NIGHTS }} />
                    </div>
                  </div>
                </>
              )
            ) : schedules.length === 0 ? <p className="text-sm text-slate-600">{t('search.noDepartures')}</p> : (
              <div className="space-y-1">
                <label htmlFor={id('schedule')} className="block text-sm font-medium">{t('search.tour')}</label>
                <Select id={id('schedule')} name="schedule" defaultValue={v('schedule')} placeholder={t('search.choose')} required invalid={!!err('schedule')} aria-describedby={err('schedule') ? id('schedule-error') : undefined}>
                  {houses.map((h) => {
                    const own = schedules.filter((s) => s.vessel === h.id);
                    return own.length === 0 ? null : (
                      <optgroup key={h.id} label={h.name}>
                        {own.map((s) => <option key={s.id} value={s.id}>{`${formatDate(s.dateFrom)} – ${formatDate(s.dateTo)} · ${s.name}`}</option>)}
                      </optgroup>
                    );
                  })}
                </Select>
                <FieldError id={id('schedule-error')} error={err('schedule')} />
              </div>
            )}
            <div className="space-y-1">
              <label htmlFor={id('guests')} className="block text-sm font-medium">{t('search.guests')}</label>
              <Input id={id('guests')} name="guests" type="number" inputMode="numeric" min={1} max={MAX_GUESTS} defaultValue={v('guests', '2')} required className="w-28" invalid={!!err('guests')} aria-describedby={err('guests') ? id('guests-error') : undefined} />
              <FieldError id={id('guests-error')} error={err('guests')} values={{ max: MAX_GUESTS }} />
            </div>
            <Button type="submit" className="w-full sm:w-auto">{t(kind === 'resort' ? 'search.submit' : 'search.submitVessel')}</Button>
          </form>
        );
      })}
    </div>
  );
}
