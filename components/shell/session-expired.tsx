// Rendered by the shell instead of the page when the upstream refuses the session's token:
// the browser goes to /session/expired, which clears the cookie and continues to the login page.
'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Spinner } from '@/components/ui';

export function SessionExpiredRedirect() {
  const t = useTranslations('shell');
  useEffect(() => {
    window.location.replace(`/session/expired?from=${encodeURIComponent(window.location.pathname)}`);
  }, []);
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <Spinner label={t('sessionExpired')} />
      <noscript>
        <Link href="/session/expired" prefetch={false}>
          {t('sessionExpired')}
        </Link>
      </noscript>
    </main>
  );
}
