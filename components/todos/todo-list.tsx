// A list of booking to-dos (GET /api/todo/open, own or allTodos): text, group, due date (overdue
// marked against the business day), the booking it belongs to, and Solved for open ones
// (POST /api/todo/solve/{booking}/{todo}). Used by /todo and by the dashboard's overdue panel.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Button } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import { formatDate } from '@/lib/format';

export type TTodo = { id: string; group: string | null; text: string; due: string | null; open: boolean; editedBy: string | null; booking: string | null; number: string | null; title: string | null; dateFrom: string | null };
export type TTodoList = 'open' | 'own' | 'allTodos';

export function useTodos(list: TTodoList) {
  return useQuery({ queryKey: ['todos', list], queryFn: ({ signal }) => apiFetch<TTodo[]>(`/api/todo/${list}`, { signal }) });
}

export function TodoList({ todos, today, empty }: { todos: TTodo[]; today: string; empty: string }) {
  const t = useTranslations('todoScreen');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const solve = useMutation({
    meta: { silent: true },
    mutationFn: (x: TTodo) => apiFetch<TTodo>(`/api/todo/solve/${x.booking}/${x.id}`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['todos'] }),
  });
  if (todos.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100 text-sm">
        {todos.map((x) => {
          const overdue = x.open && !!x.due && x.due < today;
          return (
            <li key={x.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="todo" data-open={x.open}>
              <span className={x.open ? 'font-medium text-slate-900' : 'text-slate-500 line-through'}>{x.text}</span>
              {x.group && <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-700">{x.group}</span>}
              {x.due && <span className={overdue ? 'font-medium text-red-700' : 'text-slate-600'}>{t('due', { date: formatDate(x.due) })}{overdue ? ` · ${t('overdue')}` : ''}</span>}
              {x.booking && (
                <Link className="text-sky-800 underline" href={`/booking/${x.booking}`}>
                  {t('booking')} {x.number ?? ''}{x.title ? ` · ${x.title}` : ''}
                </Link>
              )}
              <span className="ml-auto">
                {x.open
                  ? <Button size="sm" variant="secondary" onClick={() => solve.mutate(x)} loading={solve.isPending && solve.variables?.id === x.id}>{t('solve')}</Button>
                  : <span className="text-slate-600">{t('solved')}{x.editedBy ? ` · ${x.editedBy}` : ''}</span>}
              </span>
            </li>
          );
        })}
      </ul>
      {solve.error && <p role="alert" className="mt-2 text-sm text-red-700">{errorText(solve.error, tAll)}</p>}
    </>
  );
}
