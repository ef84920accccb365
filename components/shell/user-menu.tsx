// The user menu: name and e-mail, the account link (when the user may open it) and logout.
// Logout deletes the upstream token through the BFF (the cookie is cleared there) and goes to the
// login page for where the user is (/club/login on club paths).
'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Popover } from '@/components/ui';
import { useSnackbar } from '@/components/snackbar';
import { loginFor } from '@/lib/access/guard';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TShellData } from '@/lib/shell/shell-data';
import { clearRouteHistory } from './route-history';

export function UserMenu({ user, accountPath, version }: { user: TShellData['user']; accountPath: string | null; version: string | null }) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const { showError } = useSnackbar();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await apiFetch('/api/auth/token', { method: 'DELETE', noAuthRedirect: true });
    } catch (err) {
      // A 401 means the session was already gone: logged out all the same.
      const status = (err as { status?: number }).status;
      if (status !== 401) {
        showError(err);
        setBusy(false);
        return;
      }
    }
    clearRouteHistory();
    window.location.assign(loginFor(pathname));
  }

  return (
    <Popover
      trigger={
        // Named by what it shows (WCAG 2.5.3, issue 33): the user's name (read on a phone too, where
        // only the initial shows), then what the button opens. No aria-label: it would replace the
        // visible name.
        <button
          type="button"
          className="flex max-w-[12rem] items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <span aria-hidden className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-sky-100 font-semibold text-sky-800">
            {user.name.slice(0, 1).toUpperCase()}
          </span>
          <span className="sr-only truncate sm:not-sr-only" data-testid="user-name">{user.name}</span>
          <span className="sr-only">{`, ${t('userMenu')}`}</span>
        </button>
      }
    >
      <div className="w-64 p-2">
        <p className="truncate font-medium text-slate-900">{user.name}</p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        <p className="mt-1 text-xs text-slate-500">{t('userType', { type: user.userType })}</p>
        <div className="mt-3 flex flex-col gap-1 border-t border-slate-200 pt-3">
          {accountPath && (
            <Link href={accountPath} className="rounded-md px-2 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600">
              {t('account')}
            </Link>
          )}
          <Button variant="secondary" onClick={logout} loading={busy} className="justify-start">
            {t('logout')}
          </Button>
        </div>
        {version && <p className="mt-3 text-xs text-muted">{t('version', { version })}</p>}
      </div>
    </Popover>
  );
}
