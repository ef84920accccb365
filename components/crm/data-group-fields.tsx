// The fields of the customer data groups, group by group, each movable to another group
// (POST /api/customerdatagroup/move/{from}/{to}/{field}); the groups themselves are kept in the
// generic list above it. A move refreshes both.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, Select } from '@/components/ui';
import { resourceKeys } from '@/components/resources/list/list-cache';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TCustomerDataField } from '@/lib/contract/resources/parties';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TGroup = { id: string; name: string; fields: TCustomerDataField[] };
const KEY = ['customerdatagroup', 'fields'] as const;

export function DataGroupFields() {
  const t = useTranslations('crm.dataGroups');
  const locale = contentLanguage(useLocale());
  const qc = useQueryClient();
  const snackbar = useSnackbar();
  const [target, setTarget] = useState<Record<string, string>>({});
  const groups = useQuery({
    queryKey: [...KEY, resourceKeys.all('customerdatagroup')],
    queryFn: ({ signal }) => apiFetch<{ data: TGroup[] }>('/api/customerdatagroup', { query: { size: 0, sort: 'sort', order: 1 }, signal }),
  });
  const move = useMutation({
    mutationFn: ({ from, to, field }: { from: string; to: string; field: string }) =>
      apiFetch(`/api/customerdatagroup/move/${encodeURIComponent(from)}/${encodeURIComponent(to)}/${encodeURIComponent(field)}`, { method: 'POST' }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: KEY }), qc.invalidateQueries({ queryKey: resourceKeys.all('customerdatagroup') })]),
  });
  const list = groups.data?.data ?? [];
  const doMove = async (from: string, field: string) => {
    const to = target[`${from}/${field}`];
    if (!to) return;
    try {
      await move.mutateAsync({ from, to, field });
      snackbar.showSuccess(t('moved'));
    } catch (err) { snackbar.showError(err); }
  };
  return (
    <Card title={t('title')} description={t('description')} data-testid="data-group-fields" className="mx-auto max-w-6xl">
      {list.length === 0 && <p className="text-sm text-slate-600">{t('none')}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {list.map((g) => (
          <section key={g.id} className="rounded-md border border-slate-200 p-3" aria-label={g.name}>
            <h3 className="mb-2 font-medium text-slate-900">{g.name}</h3>
            {g.fields.length === 0 && <p className="text-sm text-slate-500">{t('noFields')}</p>}
            <ul className="space-y-2">
              {g.fields.map((f) => {
                const k = `${g.id}/${f.key}`;
                return (
                  <li key={f.key} className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="min-w-0 flex-1"><span className="font-medium">{f.label[locale] ?? f.label.en ?? f.label.de ?? f.key}</span> <code className="text-xs text-slate-500">{f.key}</code></span>
                    <Select aria-label={t('moveTo', { field: f.key })} className="w-40" value={target[k] ?? ''} onChange={(e) => setTarget({ ...target, [k]: e.currentTarget.value })}
                      options={[{ value: '', label: t('choose') }, ...list.filter((o) => o.id !== g.id).map((o) => ({ value: o.id, label: o.name }))]} />
                    <Button size="sm" variant="secondary" disabled={!target[k]} loading={move.isPending && move.variables?.field === f.key} onClick={() => doMove(g.id, f.key)}>{t('move')}</Button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
