// A stored price list (the generic `price` record: periods, entries, tax) as the price engine
// reads it. Choices where the spec is silent (docs/decisions/pricing.md):
//   each period is a season of its own (id 'p<index>');
//   calculationType 'unit' prices per room, 'complete' per person; vessel lists price the trip
//   (per stay), resort lists the night;
//   an entry with noOfPax n is the price per guest beyond n (AdditionalCustomer), else 'All'.
import type { TPricingList } from '../../../lib/contract/pricing';
import { ZPricingList } from '../../../lib/contract/pricing';

export type TPriceRecord = {
  id: string; name: string; calculationType: string | null; validFrom: string | null; validTo: string | null;
  currencies: string[] | null; useOnsiteCurrency: boolean | null; resort: string | null; vessel: string | null;
  periods: { from: string; to: string; name?: string; names?: { de?: string; en?: string } }[] | null;
  entries: { roomType?: string | null; variant?: string | null; period?: number; noOfPax?: number; amount: number }[] | null;
  tax: { status?: string; value?: number; name?: string; names?: { de?: string; en?: string }; inclusive?: boolean } | null;
};

export function basisOf(rec: Pick<TPriceRecord, 'calculationType' | 'vessel'>) {
  const perRoom = rec.calculationType === 'unit';
  if (rec.vessel) return perRoom ? 'PerRoomPerStay' : 'PerPersonPerStay';
  return perRoom ? 'PerRoomPerNight' : 'PerPersonPerNight';
}

export function pricingListFrom(rec: TPriceRecord): TPricingList {
  const basis = basisOf(rec);
  const periods = rec.periods ?? [];
  return ZPricingList.parse({
    id: rec.id,
    name: rec.name,
    currency: rec.currencies?.[0] ?? 'EUR',
    useOnsiteCurrency: rec.useOnsiteCurrency === true,
    valid: rec.validFrom && rec.validTo ? { from: rec.validFrom, to: rec.validTo } : null,
    seasons: periods.map((p, i) => ({ id: `p${i}`, name: p.name ?? '', ...(p.names ? { names: p.names } : {}), periods: [{ from: p.from, to: p.to }] })),
    entries: (rec.entries ?? []).filter((e) => e.roomType).map((e, j) => ({
      id: `e${j}`, roomTypeId: e.roomType!, variantId: e.variant ?? null, seasonId: `p${e.period ?? 0}`, basis,
      priceBase: e.noOfPax ? 'AdditionalCustomer' : 'All', includedPax: e.noOfPax ?? 0, amount: e.amount,
    })),
    tax: {
      status: rec.tax?.status === 'active' ? 'active' : 'aborted',
      value: rec.tax?.value ?? 0, name: rec.tax?.name ?? '', ...(rec.tax?.names ? { names: rec.tax.names } : {}), inclusive: rec.tax?.inclusive ?? true,
    },
  });
}
