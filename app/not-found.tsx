// The catch-all not-found screen (open to guests and users, hidden from the menu).
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui';

export async function generateMetadata() {
  const t = await getTranslations('routes');
  return { title: t('notFound') };
}

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main id="main" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-5xl font-bold text-slate-300" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="max-w-md text-slate-600">{t('text')}</p>
      <Link href="/" className={buttonClasses({ variant: 'primary' })}>
        {t('home')}
      </Link>
    </main>
  );
}
