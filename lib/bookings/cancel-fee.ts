// The cancellation dialog's fee as the ZCancellation body: a percent of the booking, a fixed
// value typed in major units ("12,50" or "12.50") and sent in minor units, parsed exactly, or the
// percent of the terms of payment's cancellation scale (useTerms, the server measures it today).
export type TFeeMode = 'none' | 'percent' | 'value' | 'terms';

/** '12,5' → 1250 minor units; null when it is not an amount with at most two decimals. */
export function majorToMinor(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export type TCancelForm = { reason: string; message: string; mode: TFeeMode; amount: string };

export function cancelBody(f: TCancelForm): { ok: true; body: { reason: string; message?: string; percent?: number; value?: number; useTerms?: boolean } } | { ok: false; problem: 'percent' | 'value' } {
  const base = { reason: f.reason, ...(f.message.trim() ? { message: f.message.trim() } : {}) };
  if (f.mode === 'none') return { ok: true, body: base };
  if (f.mode === 'terms') return { ok: true, body: { ...base, useTerms: true } };
  if (f.mode === 'percent') {
    const p = Number(f.amount.replace(',', '.'));
    if (f.amount.trim() === '' || !Number.isFinite(p) || p < 0 || p > 100) return { ok: false, problem: 'percent' };
    return { ok: true, body: { ...base, percent: p } };
  }
  const v = majorToMinor(f.amount);
  return v === null ? { ok: false, problem: 'value' } : { ok: true, body: { ...base, value: v } };
}
