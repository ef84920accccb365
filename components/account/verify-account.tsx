// /user/{id}/verify and /club/user/{id}/verify: the verify link carries ?token=. With a token the
// account is verified at once (in the browser, so link scanners that fetch the page do not use
// it up); without one, or after a refused token, the user can paste the code from the e-mail.
'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, buttonClasses, Field, Input, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';

type TState = 'idle' | 'verifying' | 'verified' | 'failed';

export function VerifyAccount({ userId, token: initialToken, loginPath }: { userId: string; token: string; loginPath: string }) {
  const t = useTranslations('verify');
  const tv = useTranslations('validation');
  const { showError, showSuccess } = useSnackbar();
  const [state, setState] = useState<TState>(initialToken ? 'verifying' : 'idle');
  const [token, setToken] = useState(initialToken);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const started = useRef(false);

  async function verify(value: string) {
    setState('verifying');
    try {
      await apiFetch(`/api/users/${encodeURIComponent(userId)}/verify`, { method: 'POST', body: { token: value }, noAuthRedirect: true });
      setState('verified');
      showSuccess(t('success'));
    } catch (err) {
      setState('failed');
      showError(err);
    }
  }

  useEffect(() => {
    if (initialToken && !started.current) {
      started.current = true;
      void verify(initialToken);
    }
    // Runs once for the link's token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state === 'verified') {
    return (
      <div role="status" className="space-y-4" data-testid="verify-done">
        <p className="text-slate-800">{t('done')}</p>
        <Link href={loginPath} className={buttonClasses({ className: 'w-full' })}>
          {t('toLogin')}
        </Link>
      </div>
    );
  }
  if (state === 'verifying') return <Spinner label={t('verifying')} />;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (token.trim() === '') return setFieldError(tv('tokenRequired'));
        setFieldError(null);
        void verify(token.trim());
      }}
    >
      {state === 'failed' && <p className="text-sm text-red-700">{t('failed')}</p>}
      <Field label={t('token')} error={fieldError}>
        {(p) => <Input autoComplete="one-time-code" value={token} onChange={(e) => setToken(e.target.value)} {...p} />}
      </Field>
      <Button type="submit" className="w-full">
        {t('submit')}
      </Button>
    </form>
  );
}
