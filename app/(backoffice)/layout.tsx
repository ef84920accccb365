// The app shell for logged-in users. The page below checks its route itself (requireRoute); this
// layout loads the bootstrap with the session's token (a 401 → logged out), draws the menu from the
// route table, keeps the session fresh and hands the user's scopes to the client components that
// decide which actions to offer (components/session/session-scopes.tsx). A guest (e.g. on the not-found page) gets a bare frame.
// Both sit inside the app's client providers (messages, query client, snackbar, service worker).
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import { SessionRefresher } from '@/components/session/session-refresher';
import { SessionScopes } from '@/components/session/session-scopes';
import { AppShell } from '@/components/shell/app-shell';
import { GuestFrame } from '@/components/shell/guest-frame';
import { SessionExpiredRedirect } from '@/components/shell/session-expired';
import { operatorTexts } from '@/lib/i18n/operator-texts';
import { addedChoices, contentLanguage } from '@/lib/i18n/ui-language';
import { readSessionState } from '@/lib/session/get-session';
import { loadBootstrap } from '@/lib/shell/bootstrap';
import { buildShellData } from '@/lib/shell/shell-data';

export default function BackofficeLayout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <Shell>{children}</Shell>
    </AppProviders>
  );
}

/** Time left on the token as the server sees it: the browser's own clock may be wrong. */
function msLeft(expiresAt: number): number {
  return expiresAt - Date.now();
}

async function Shell({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  // Records, the bootstrap and the guest frame are de or en; the screens may be in a language the
  // operator added (lib/i18n/ui-language.ts).
  const language = contentLanguage(locale);
  const state = await readSessionState();
  // A cookie whose token the upstream no longer accepts (lib/session/token-liveness.ts): no shell,
  // no name, no menu; the browser goes on to /session/expired, which clears the cookie.
  if (state.kind === 'dead') return <SessionExpiredRedirect />;
  if (state.kind === 'guest') return <GuestFrame language={language}>{children}</GuestFrame>;
  const { session } = state;

  const result = await loadBootstrap(session.token, language);
  if (result.kind === 'expired') return <SessionExpiredRedirect />;

  const t = await getTranslations();
  const data = buildShellData({ session, boot: result.kind === 'ok' ? result.boot : null, t: (key) => t(key) });
  return (
    <>
      <SessionRefresher msLeft={msLeft(session.expiresAt)} lifetime={session.lifetime} />
      <SessionScopes scopes={session.user.scopes}>
        <AppShell data={data} language={locale} languages={addedChoices((await operatorTexts()).languages, locale)}>
          {children}
        </AppShell>
      </SessionScopes>
    </>
  );
}
