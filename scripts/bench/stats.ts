// Percentiles and the result row every workload reports.
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export type TLatency = { p50: number; p95: number; p99: number; samples: number };

export function latencyOf(samples: number[]): TLatency {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), samples: s.length };
}

export const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);

/** One line of the table: latencies in ms, throughput in requests (or operations) per second. */
export type TResult = {
  workload: string;
  measure: string;
  concurrency: string;
  latency?: TLatency;
  throughput?: number;
  /** A figure that is not a latency (bytes, a score, a ratio), printed in place of the latencies. */
  value?: string;
  target?: string;
  /** null: no target for this line. */
  pass: boolean | null;
  note?: string;
};
