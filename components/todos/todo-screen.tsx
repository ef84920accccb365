// /todo (admin or todo.update, feature todo): the open to-dos, those of the caller's own bookings,
// and all of them; each open one can be marked solved; and the rules that make them (todo-rules.tsx).
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, ErrorState, Spinner, cn } from '@/components/ui';
import { TodoList, useTodos, type TTodoList } from './todo-list';
import { TodoRules } from './todo-rules';

const TABS: [TTodoList | 'rules', string][] = [['open', 'open'], ['own', 'own'], ['allTodos', 'all'], ['rules', 'rules']];

export function TodoScreen({ today }: { today: string }) {
  const t = useTranslations('todoScreen');
  const tAll = useTranslations();
  const [tab, setTab] = useState<TTodoList | 'rules'>('open');
  const list = useTodos(tab === 'rules' ? 'open' : tab);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
      <div role="tablist" aria-label={t('tabs')} className="flex flex-wrap gap-1 border-b border-slate-200">
        {TABS.map(([k, label]) => (
          <button key={k} role="tab" type="button" aria-selected={tab === k} onClick={() => setTab(k)}
            className={cn('-mb-px rounded-t-md border px-3 py-2 text-sm', tab === k ? 'border-slate-200 border-b-white bg-white font-medium' : 'border-transparent text-slate-600')}>
            {t(`tab.${label}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="rounded-lg border border-slate-200 bg-white p-4">
        {tab === 'rules' ? <TodoRules /> : list.isPending ? <Spinner label={tAll('common.loading')} />
          : list.isError ? <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => list.refetch()}>{tAll('common.retry')}</Button>} />
            : <TodoList todos={list.data} today={today} empty={t('empty')} />}
      </div>
    </div>
  );
}
