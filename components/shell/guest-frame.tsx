// A minimal frame for guests on shared screens (not-found, public placeholders, /book): brand,
// language switch and the login link; no menu. All of it server-rendered: the language switch is a
// form for a server action, so it works before (and without) the page's scripts. The two links
// are not prefetched: for a guest, "/" is a redirect to the login, and a public page's visitors
// rarely leave through either.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { TLanguage } from '@/lib/i18n/pick-language';
import { GuestLanguageForm } from './guest-language-form';

export async function GuestFrame({ language, children, showLogin = true }: { language: TLanguage; children: ReactNode; showLogin?: boolean }) {
  const t = await getTranslations('shell');
  return (
    <div className="min-h-screen">
      <header className="flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-4">
        <Link href="/" prefetch={false} className="mr-auto rounded font-semibold text-sky-800 focus-visible:outline-2 focus-visible:outline-sky-600">
          Tourbook
        </Link>
        <GuestLanguageForm current={language} labels={{ group: t('language'), names: { de: t('languageName.de'), en: t('languageName.en') } }} />
        {showLogin && (
          <Link href="/login" prefetch={false} className="rounded-md px-2 py-1.5 text-sm text-sky-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600">
            {t('login')}
          </Link>
        )}
      </header>
      <main id="main" className="mx-auto max-w-3xl p-3 sm:p-6">
        {children}
      </main>
    </div>
  );
}
