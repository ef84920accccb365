// The two views of the home page: the dashboard and the user's account data.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { cn } from '@/components/ui';

export async function HomeTabs({ current }: { current: 'dashboard' | 'account' }) {
  const t = await getTranslations('dashboard');
  const tab = (key: 'dashboard' | 'account', href: string) => (
    <Link href={href} aria-current={current === key ? 'page' : undefined} data-testid={`home-tab-${key}`}
      className={cn('rounded-md px-3 py-1.5 text-sm font-medium', current === key ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100')}>
      {t(key === 'dashboard' ? 'tabToday' : 'tabAccount')}
    </Link>
  );
  return (
    <nav aria-label={t('views')} className="mx-auto mb-4 flex max-w-6xl gap-1">
      {tab('dashboard', '/')}
      {tab('account', '/?view=account')}
    </nav>
  );
}
