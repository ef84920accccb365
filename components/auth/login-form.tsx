'use client';
// The login form of /login and /club/login (spec sections 2, 4, 5): e-mail and password, the
// spec's validation messages, Enter submits. The BFF keeps the token; the browser only learns
// that the login worked, then loads the target page afresh so the server renders the session.
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZLoginForm, type TLoginForm } from '@/lib/validation';
import { issueFromMessage } from '@/lib/validation/messages';
import { loginBody, loginErrorKey } from './login-request';

type TProps = { club: boolean; target: string };

export function LoginForm({ club, target }: TProps) {
  const t = useTranslations();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<TLoginForm>({ resolver: zodResolver(ZLoginForm), defaultValues: { email: '', password: '' } });
  const msg = (m: string | undefined) => (m ? t(issueFromMessage(m).key, issueFromMessage(m).values) : null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let res: Response;
    try {
      res = await fetch('/api/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: loginBody(values, club),
      });
    } catch {
      setFailure('errors.NETWORK');
      return;
    }
    if (!res.ok) {
      setFailure(loginErrorKey(res.status));
      return;
    }
    window.location.assign(target);
  });

  const emailError = msg(formState.errors.email?.message);
  const passwordError = msg(formState.errors.password?.message);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t(club ? 'login.clubTitle' : 'login.title')}>
      <div>
        <label htmlFor="login-email" className="block text-sm font-medium text-slate-700">{t('login.email')}</label>
        <input id="login-email" type="email" autoComplete="username" autoFocus {...register('email')}
          aria-invalid={emailError ? true : undefined} aria-describedby={emailError ? 'login-email-error' : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30" />
        {emailError && <p id="login-email-error" className="mt-1 text-sm text-red-700">{emailError}</p>}
      </div>
      <div>
        <label htmlFor="login-password" className="block text-sm font-medium text-slate-700">{t('login.password')}</label>
        <input id="login-password" type="password" autoComplete="current-password" {...register('password')}
          aria-invalid={passwordError ? true : undefined} aria-describedby={passwordError ? 'login-password-error' : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30" />
        {passwordError && <p id="login-password-error" className="mt-1 text-sm text-red-700">{passwordError}</p>}
      </div>
      {failure && <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{t(failure)}</p>}
      <button type="submit" disabled={formState.isSubmitting}
        className="w-full rounded-md bg-sky-700 px-4 py-2.5 font-semibold text-white hover:bg-sky-800 focus:outline-none focus:ring-2 focus:ring-sky-600/50 disabled:opacity-60">
        {formState.isSubmitting ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="text-center text-sm">
        <Link href={club ? '/club/password/reset' : '/password/reset'} className="text-sky-800 underline">{t('login.forgotPassword')}</Link>
      </p>
    </form>
  );
}
