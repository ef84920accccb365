// /crm/loyality (customers.read, feature loyalityProgram): the programme (how stays earn points,
// what a point is worth, tiers and benefits; edited with customers.update) and the members with
// points; a member opens their statement (member-dialog.tsx).
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Card, Field, Input } from '@/components/ui';
import { QueryView } from '@/components/club/query-view';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TLoyaltyProgram } from '@/lib/contract/loyalty';
import { formatDate, formatMoney } from '@/lib/format';
import { MemberDialog } from './member-dialog';
import { ProgramDialog } from './program-dialog';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TMembers = { items: { customer: string; fullName: string; email: string | null; balance: number; earned: number; tier: string | null; lastEntry: string }[] };
const PROGRAM_KEY = ['loyalty', 'program'];

function ProgramCard({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('loyalty');
  const locale = contentLanguage(useLocale());
  const [editing, setEditing] = useState(false);
  const q = useQuery({ queryKey: PROGRAM_KEY, queryFn: ({ signal }) => apiFetch<TLoyaltyProgram>('/api/loyalty/program', { signal }) });
  return (
    <QueryView query={q}>
      {(p) => (
        <Card title={t('program')} actions={canWrite ? <Button variant="secondary" onClick={() => setEditing(true)}>{t('edit')}</Button> : undefined}>
          <p className="text-sm text-slate-800" data-testid="loyalty-rule">
            {p.isActive ? t(`rule.${p.basis}`, { points: p.pointsPerUnit, step: formatMoney(p.revenueStep, p.currency, locale) }) : t('inactive')}
            {' '}{t('pointValue', { value: formatMoney(p.pointValue, p.currency, locale) })}
          </p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-3">
            {p.tiers.map((tier) => (
              <li key={tier.key} className="rounded-md border border-slate-200 p-3 text-sm">
                <div className="font-semibold text-slate-900">{tier.name[locale]}</div>
                <div className="text-slate-600">{t('from', { points: tier.minPoints })}{tier.bonusPercent ? ` · ${t('bonus', { percent: tier.bonusPercent })}` : ''}</div>
                {tier.benefits[locale] && <div className="mt-1 text-slate-700">{tier.benefits[locale]}</div>}
              </li>
            ))}
          </ul>
          {editing && <ProgramDialog program={p} onClose={() => setEditing(false)} />}
        </Card>
      )}
    </QueryView>
  );
}

export function LoyaltyScreen({ canWrite, canRedeem }: { canWrite: boolean; canRedeem: boolean }) {
  const t = useTranslations('loyalty');
  const tr = useTranslations('routes');
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  const members = useQuery({ queryKey: ['loyalty', 'members', search], queryFn: ({ signal }) => apiFetch<TMembers>('/api/loyalty/members', { query: search ? { search } : {}, signal }) });
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr('crmLoyalty')}</h1>
      <ProgramCard canWrite={canWrite} />
      <Card title={t('members')}>
        <Field label={t('search')} className="mb-3 w-full sm:w-72">{(c) => <Input {...c} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />}</Field>
        <QueryView query={members} empty={(d) => d.items.length === 0}>
          {(d) => (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" data-testid="loyalty-members">
                <thead className="text-left text-slate-600"><tr><th className="p-2">{t('cols.member')}</th><th className="p-2">{t('tier')}</th><th className="p-2 text-right">{t('cols.balance')}</th><th className="p-2 text-right">{t('cols.earned')}</th><th className="p-2">{t('cols.last')}</th></tr></thead>
                <tbody>
                  {d.items.map((m) => (
                    <tr key={m.customer} className="border-t border-slate-100 tabular-nums">
                      <td className="p-2"><button type="button" className="text-left font-medium text-sky-800 underline" onClick={() => setOpened(m.customer)}>{m.fullName}</button>
                        {m.email && <div className="text-xs text-slate-500">{m.email}</div>}</td>
                      <td className="p-2 capitalize">{m.tier ?? '–'}</td>
                      <td className="p-2 text-right font-medium">{m.balance}</td>
                      <td className="p-2 text-right">{m.earned}</td>
                      <td className="p-2 whitespace-nowrap">{formatDate(m.lastEntry.slice(0, 10))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryView>
      </Card>
      {opened && <MemberDialog customer={opened} canWrite={canWrite} canRedeem={canRedeem} onClose={() => setOpened(null)} />}
    </div>
  );
}
