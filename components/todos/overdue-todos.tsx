// The dashboard's overdue to-dos (open ones due before the business day), for callers of /todo.
'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Card } from '@/components/ui';
import { TodoList, useTodos } from './todo-list';

export function OverdueTodos({ today }: { today: string }) {
  const t = useTranslations('dashboardTodos');
  const list = useTodos('open');
  const overdue = (list.data ?? []).filter((x) => x.due && x.due < today);
  return (
    <Card title={t('title')} data-testid="dash-overdue-todos">
      {list.data && <TodoList todos={overdue} today={today} empty={t('none')} />}
      <Link href="/todo" className="mt-2 inline-block text-sm text-sky-700 hover:underline">{t('all')}</Link>
    </Card>
  );
}
