// The to-do rules of /todo (tab Rules): what creates a to-do, for whom, and when it is due. The job
// todos.rules (upstream/modules/todos/jobs.ts) applies them every 15 minutes: each booking that
// matches gets the rule's to-do once; a rule's change applies to to-dos made from then on.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, ConfirmDialog, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { TodoRuleForm, type TRule, type TRuleBody } from './todo-rule-form';

const KEY = ['todos', 'rules'];

export function TodoRules() {
  const t = useTranslations('todoRules');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const { showSuccess, showError } = useSnackbar();
  const rules = useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiFetch<TRule[]>('/api/todo/rules', { signal }) });
  const [editing, setEditing] = useState<TRule | 'new' | null>(null);
  const [removing, setRemoving] = useState<TRule | null>(null);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: ({ id, body }: { id: string | null; body: TRuleBody }) =>
      apiFetch(id ? `/api/todo/${encodeURIComponent(id)}` : '/api/todo', { method: 'POST', body: id ? body : { ...body, predefined: true } }),
    onSuccess: () => { setEditing(null); showSuccess(t('saved')); return qc.invalidateQueries({ queryKey: KEY }); },
    onError: showError,
  });
  const remove = (r: TRule) => apiFetch(`/api/todo/${encodeURIComponent(r.id)}`, { method: 'DELETE' })
    .then(() => { showSuccess(t('removed')); return qc.invalidateQueries({ queryKey: KEY }); }, showError);

  if (rules.isPending) return <Spinner label={tAll('common.loading')} />;
  if (rules.isError) return <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => rules.refetch()}>{tAll('common.retry')}</Button>} />;
  const describe = (r: TRule) => (r.rule ? t(`when.${r.rule.calcType}`, { days: r.rule.value }) : t('noRule'));
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {rules.data.length === 0 && editing === null && <p className="text-sm text-slate-600">{t('empty')}</p>}
      <ul className="divide-y divide-slate-100 text-sm">
        {rules.data.map((r) => editing !== 'new' && editing?.id === r.id
          ? <li key={r.id} className="py-2"><TodoRuleForm rule={r} busy={save.isPending} onCancel={() => setEditing(null)} onSave={(body) => save.mutate({ id: r.id, body })} /></li>
          : (
            <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="todo-rule">
              <span className="font-medium text-slate-900">{r.text}</span>
              {r.group && <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-700">{t('for', { group: r.group })}</span>}
              <span className="text-slate-600">{describe(r)}{r.closeOnAbort ? ` · ${t('closesOnAbort')}` : ''}</span>
              <span className="ml-auto flex gap-2">
                <Button size="sm" variant="secondary" onClick={() => setEditing(r)} aria-label={t('editOne', { text: r.text })}>{t('edit')}</Button>
                <Button size="sm" variant="ghost" onClick={() => setRemoving(r)} aria-label={t('removeOne', { text: r.text })}>{t('remove')}</Button>
              </span>
            </li>
          ))}
      </ul>
      {editing === 'new'
        ? <TodoRuleForm rule={null} busy={save.isPending} onCancel={() => setEditing(null)} onSave={(body) => save.mutate({ id: null, body })} />
        : <Button onClick={() => setEditing('new')}>{t('add')}</Button>}
      <ConfirmDialog open={removing !== null} onOpenChange={(o) => { if (!o) setRemoving(null); }} destructive
        title={t('removeTitle')} description={removing ? t('removeText', { text: removing.text }) : ''} confirmLabel={t('remove')} cancelLabel={t('cancel')}
        onConfirm={() => (removing ? remove(removing).finally(() => setRemoving(null)) : undefined)} />
    </div>
  );
}
