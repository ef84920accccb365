// The price engine in-process (no HTTP, no database): a booking of 3 rooms and 6 guests (2 of
// them children) over a season border, with child rules, supplements (per night, per stay, a
// percentage, an on-site fee) and an exclusive tax. Wall time is what a caller waits; CPU time
// (this process, incl. GC) leaves out the time the shared machine gave to others.
import { ZPricingRequest } from '../../lib/contract/pricing';
import { priceBooking } from '../../upstream/modules/prices/engine';
import { latencyOf, type TLatency } from './stats';

const seasons = [
  { id: 'low', name: 'Low', periods: [{ from: '2027-01-01', to: '2027-03-31' }] },
  { id: 'high', name: 'High', periods: [{ from: '2027-04-01', to: '2027-06-30' }] },
  { id: 'easter', name: 'Easter', priority: 1, periods: [{ from: '2027-03-26', to: '2027-04-05' }] },
];
const entries = ['dbl', 'fam', 'suite'].flatMap((roomTypeId, r) => seasons.flatMap((s, i) => [
  { id: `${roomTypeId}-${s.id}`, roomTypeId, seasonId: s.id, basis: r === 1 ? 'PerRoomPerNight' as const : 'PerPersonPerNight' as const, amount: 8000 + 1500 * i + 2500 * r },
  { id: `${roomTypeId}-${s.id}-hb`, roomTypeId, variantId: 'hb', seasonId: s.id, basis: 'PerPersonPerNight' as const, amount: 11000 + 1500 * i },
  ...(r === 1 ? [{ id: `x-${s.id}`, roomTypeId, seasonId: s.id, basis: 'PerPersonPerNight' as const, priceBase: 'AdditionalCustomer' as const, includedPax: 2, amount: 3500 }] : []),
]));

export const engineRequest = ZPricingRequest.parse({
  priceList: {
    id: 'bench', seasons, entries, useOnsiteCurrency: true, onsiteCurrency: 'PHP',
    childRules: [{ maxAge: 2, mode: 'FOC' }, { minAge: 3, maxAge: 11, mode: 'PerCent', value: 50 }],
    supplements: [
      { id: 'ac', mode: 'Absolute', basis: 'PerRoomPerNight', amount: 900, mandatory: true },
      { id: 'meal', mode: 'Absolute', basis: 'PerPersonPerNight', amount: 2500 },
      { id: 'transfer', mode: 'Absolute', basis: 'PerPersonPerStay', amount: 4500, mandatory: true },
      { id: 'sea', mode: 'PerCent', percent: 7.5 },
      { id: 'env', mode: 'Absolute', basis: 'PerPersonPerStay', amount: 50000, charge: 'OnSite', mandatory: true },
      { id: 'fee', mode: 'Absolute', basis: 'PerBooking', amount: 1500, mandatory: true },
    ],
    tax: { status: 'active', value: 19, name: 'VAT', inclusive: false },
  },
  guests: [{ id: 'g1', age: 41 }, { id: 'g2', birthday: '1985-04-02' }, { id: 'g3', birthday: '2019-07-14' }, { id: 'g4', permanentAge: 2 },
    { id: 'g5', age: 67 }, { id: 'g6' }],
  stays: [
    { id: 's1', roomTypeId: 'dbl', variantId: 'hb', checkIn: '2027-03-20', checkOut: '2027-04-10', guestIds: ['g1', 'g2'], supplementIds: ['meal', 'sea'] },
    { id: 's2', roomTypeId: 'fam', checkIn: '2027-03-20', checkOut: '2027-04-10', guestIds: ['g3', 'g4', 'g5'], supplementIds: ['sea'] },
    { id: 's3', roomTypeId: 'suite', checkIn: '2027-03-28', checkOut: '2027-04-04', guestIds: ['g6'], supplementIds: ['meal'] },
  ],
  currency: 'USD', exchangeRate: '1.0845', bookingDate: '2026-11-23',
});

export function timeEngine(n: number): { wall: TLatency; cpu: TLatency; lines: number; seconds: number } {
  for (let i = 0; i < 200; i++) priceBooking(engineRequest); // warm-up (JIT)
  const wall: number[] = [];
  const cpu: number[] = [];
  let lines = 0;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const c = process.cpuUsage();
    const t = process.hrtime.bigint();
    lines = priceBooking(engineRequest).lines.length;
    wall.push(Number(process.hrtime.bigint() - t) / 1e6);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1e3);
  }
  return { wall: latencyOf(wall), cpu: latencyOf(cpu), lines, seconds: (performance.now() - started) / 1000 };
}
