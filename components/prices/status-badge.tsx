// A price list's status at a glance: draft (amber), active (green), inactive (grey).
'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui';

const TONE: Record<string, string> = {
  draft: 'bg-amber-100 text-amber-900 ring-amber-300',
  active: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function PriceStatusBadge({ status }: { status: string }) {
  const t = useTranslations('prices.status');
  const known = status in TONE ? status : 'draft';
  return (
    <span data-testid="price-status" className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', TONE[known])}>
      {t(known)}
    </span>
  );
}
