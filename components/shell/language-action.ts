'use server';
// The guest frame's language switch as a server action: a plain form POST without JavaScript (the
// public pages load their scripts after the first paint, and may have none), an action call with
// it. Writes the language cookie as the client switch does and goes back to the page it came from
// (the Referer, when it is a path of this site; else /book).
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, isLanguage } from '@/lib/i18n/pick-language';
import { safeRedirectTarget } from '@/lib/navigation/jump-to';

export async function chooseLanguage(form: FormData): Promise<void> {
  const lang = form.get('lang');
  if (isLanguage(lang)) (await cookies()).set(LANGUAGE_COOKIE, lang, { maxAge: LANGUAGE_COOKIE_MAX_AGE_S, path: '/', sameSite: 'lax' });
  const h = await headers();
  redirect(backTo(h.get('referer'), h.get('host')));
}

function backTo(referer: string | null, host: string | null): string {
  try {
    const url = new URL(referer ?? '');
    if (url.host === host) return safeRedirectTarget(url.pathname + url.search) ?? '/book';
  } catch { /* no or no valid Referer */ }
  return '/book';
}
