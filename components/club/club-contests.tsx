// Contests open today (GET /api/contest/open): enter or withdraw (POST /api/contest/{id}/subscribe,
// unsubscribe).
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Button, Card } from '@/components/ui';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { apiFetch } from '@/lib/api/client-fetch';
import { formatDate } from '@/lib/format';
import { QueryView } from './query-view';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TOpen = { items: { id: string; name: string; description: Record<string, string> | null; prize: string | null; validTo: string | null; subscribed: boolean }[] };
const KEY = ['club', 'contests'];

export function ClubContests() {
  const t = useTranslations('club');
  const locale = contentLanguage(useLocale());
  const qc = useQueryClient();
  const snackbar = useSnackbar();
  const q = useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiFetch<TOpen>('/api/contest/open', { signal }) });
  const toggle = useMutation({
    mutationFn: ({ id, enter }: { id: string; enter: boolean }) => apiFetch(`/api/contest/${id}/${enter ? 'subscribe' : 'unsubscribe'}`, { method: 'POST', body: {} }),
    onSuccess: (_r, v) => { snackbar.showSuccess(t(v.enter ? 'entered' : 'withdrawn')); return qc.invalidateQueries({ queryKey: KEY }); },
    onError: (e) => snackbar.showError(e),
  });
  return (
    <QueryView query={q} empty={(d) => d.items.length === 0}>
      {(d) => (
        <div className="space-y-4">
          {d.items.map((c) => (
            <Card key={c.id} data-testid="contest-card" title={c.name} description={c.description?.[locale] || undefined}
              actions={<Button variant={c.subscribed ? 'secondary' : 'primary'} disabled={toggle.isPending} onClick={() => toggle.mutate({ id: c.id, enter: !c.subscribed })}>{t(c.subscribed ? 'withdraw' : 'enter')}</Button>}>
              <p className="text-sm text-slate-700">{c.prize ? t('prize', { prize: c.prize }) : null} {c.validTo ? t('until', { date: formatDate(c.validTo) }) : null}</p>
              {c.subscribed && <p className="mt-1 text-sm font-medium text-emerald-700">{t('youEntered')}</p>}
            </Card>
          ))}
        </div>
      )}
    </QueryView>
  );
}
