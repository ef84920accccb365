// A statistic's chart (recharts, drawn in the browser only): the chosen figure per period or top
// row, and the same figure a year before as a second series (when beforeName is given). The chart
// is a picture for sighted users; its figures are in the table beside it, so the chart itself is
// hidden from screen readers.
'use client';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type TChartPoint = { label: string; now: number | null; before: number | null };

export default function StatChart({ points, nowName, beforeName, format }: {
  points: TChartPoint[]; nowName: string; beforeName?: string; format: (v: number) => string;
}) {
  return (
    <div aria-hidden="true" className="h-64 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        {/* No keyboard layer: the chart is hidden from assistive technology (the table has its figures), so nothing in it may take the focus. */}
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={8} />
          <YAxis tick={{ fontSize: 11 }} tickFormatter={(v: number) => format(v)} width={72} />
          <Tooltip formatter={(v) => (typeof v === 'number' ? format(v) : String(v ?? ''))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="now" name={nowName} fill="#0284c7" isAnimationActive={false} />
          {beforeName && <Bar dataKey="before" name={beforeName} fill="#cbd5e1" isAnimationActive={false} />}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
