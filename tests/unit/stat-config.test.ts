// The statistics screens' views (components/stats/stat-config.ts): every screen's and every export
// view's texts exist in de and en, the export page lists every statistic the upstream serves, a
// view is shown only to the scopes that may call it, and a vessel's year adds up like the upstream's.
import { describe, expect, it } from 'vitest';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import { EXPORT_VIEWS, scheduleData, scheduleView, STAT_SCREENS, vesselYearData, vesselYearView } from '../../components/stats/stat-config';
import { hasAnyScope } from '../../lib/access/scopes';
import { STAT_CALLS } from '../../lib/contract/statistics';

type TTexts = { calls: Record<string, { title: string; description: string }>; fields: Record<string, string> } & Record<string, unknown>;

describe('statistics views', () => {
  const views = [...Object.values(STAT_SCREENS).flatMap((s) => s.views), vesselYearView('x'), scheduleView];
  it.each([['de', de.bookingStats], ['en', en.bookingStats]] as const)('every view, figure and screen has its %s text', (_, raw) => {
    const m = raw as unknown as TTexts;
    for (const v of views) {
      expect(m.calls[v.call]?.title, v.call).toBeTruthy();
      expect(m.calls[v.call]?.description, v.call).toBeTruthy();
      for (const f of [v.chart, ...v.columns]) expect(m.fields[f.key], `${v.call}.${f.key}`).toBeTruthy();
      if (v.noKey) expect(m[v.noKey], v.noKey).toBeTruthy();
    }
    for (const s of Object.values(STAT_SCREENS)) { expect(m[s.title]).toBeTruthy(); expect(m[s.intro]).toBeTruthy(); }
    for (const e of EXPORT_VIEWS) expect(m.calls[e.call]?.title, e.call).toBeTruthy();
  });

  it('the export page lists every statistic of the upstream, once', () => {
    const calls = EXPORT_VIEWS.map((e) => e.call);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls).toEqual(expect.arrayContaining([...STAT_CALLS, 'finance', 'bank', 'assetShare', 'vesselYear']));
    expect(EXPORT_VIEWS.find((e) => e.call === 'bank')!.path).toBe('report/bank');
  });

  it('a view is shown to the scopes its call answers: the bank side to bank entry readers, the finance report to payment readers', () => {
    const seen = (scopes: string[]) => STAT_SCREENS.base.views.filter((v) => hasAnyScope(scopes, v.scopes ?? [])).map((v) => v.call);
    expect(seen(['admin'])).toEqual(['finance', 'incomeByMonth', 'bank']);
    expect(seen(['bankentries.read'])).toEqual(['bank']);
    expect(seen(['bookingpayment.read'])).toEqual(['finance']);
    expect(seen(['bookings.read'])).toEqual(['finance', 'incomeByMonth']);
  });

  it('a vessel\'s year: its rows only, summed, the rate booked / (available − blocked)', () => {
    const row = (vessel: string, period: string, available: number, blocked: number, booked: number) =>
      ({ vessel, name: vessel, period, departures: 1, bookings: 2, cancellations: 0, guests: 3, revenue: 100, available, blocked, booked, rate: null });
    const d = vesselYearData({ year: 2026, currency: 'EUR', rows: [row('a', '2026-01-01', 100, 10, 45), row('b', '2026-01-01', 50, 0, 50), row('a', '2026-02-01', 80, 0, 0)] }, 'a')!;
    expect(d.rows.map((r) => r.period)).toEqual(['2026-01-01', '2026-02-01']);
    expect(d.totals).toMatchObject({ departures: 2, guests: 6, revenue: 200, available: 180, blocked: 10, booked: 45, rate: 0.2647 });
    expect([d.from, d.to, d.groupBy]).toEqual(['2026-01-01', '2026-12-31', 'month']);
  });

  it('a vessel\'s departures: a row per departure day, guests per berth over the year', () => {
    const dep = (vessel: string, period: string, berths: number, guests: number) => ({ key: period, name: 'Trip', vessel, period, berths, bookings: 1, guests, revenue: 10, rate: null });
    const d = scheduleData({ year: 2027, currency: 'EUR', rows: [dep('a', '2027-03-06', 20, 15), dep('b', '2027-03-06', 10, 10), dep('a', '2027-04-01', 20, 5)] }, 'a')!;
    expect(d.groupBy).toBe('day');
    expect(d.rows).toHaveLength(2);
    expect(d.totals).toMatchObject({ berths: 40, guests: 20, rate: 0.5 });
    expect(scheduleView.compare).toBe(false);
  });
});
