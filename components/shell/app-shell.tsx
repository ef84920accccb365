// The logged-in frame: top bar (menu button on phones, home link, notifications, language switch, user menu),
// the navigation drawer (fixed on large screens, a slide-in panel on phones) and the content.
'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import type { TLanguageChoice } from '@/lib/i18n/ui-language';
import type { TShellData } from '@/lib/shell/shell-data';
import { LanguageSwitch } from './language-switch';
import { NavMenu } from './nav-menu';
import { NotificationBell } from './notification-bell';
import { RouteHistoryTracker } from './route-history';
import { UserMenu } from './user-menu';

export function AppShell({ data, language, languages, noDrawer = false, children }: { data: TShellData; language: string; languages?: TLanguageChoice[]; noDrawer?: boolean; children: ReactNode }) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  // The phone drawer is open for the path it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const drawer = !noDrawer && data.sections.length > 0;

  return (
    <div className="min-h-screen">
      <RouteHistoryTracker />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-4">
        {drawer && (
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 lg:hidden"
            aria-label={open ? t('closeMenu') : t('openMenu')}
            aria-expanded={open}
            aria-controls="app-nav"
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden className="block text-xl leading-none">☰</span>
          </button>
        )}
        <Link href={data.homePath} className="mr-auto rounded font-semibold text-sky-800 focus-visible:outline-2 focus-visible:outline-sky-600">
          Tourbook
        </Link>
        <NotificationBell />
        <LanguageSwitch current={language} extra={languages} loggedIn />
        <UserMenu user={data.user} accountPath={data.accountPath} version={data.version} />
      </header>
      <div className="flex">
        {drawer && (
          <>
            {open && <div className="fixed inset-0 top-14 z-20 bg-slate-900/40 lg:hidden" aria-hidden onClick={() => setOpen(false)} />}
            <nav
              id="app-nav"
              aria-label={t('navigation')}
              className={
                'fixed bottom-0 top-14 z-20 w-72 overflow-y-auto border-r border-slate-200 bg-white p-3 transition-transform ' +
                'lg:sticky lg:block lg:h-[calc(100vh-3.5rem)] lg:translate-x-0 ' +
                (open ? 'translate-x-0' : '-translate-x-full lg:translate-x-0')
              }
            >
              <NavMenu sections={data.sections} pathname={pathname} />
            </nav>
          </>
        )}
        <main id="main" className="min-w-0 flex-1 p-3 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
