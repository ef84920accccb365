// /jumpto/{token}: logs in with the token, then goes to the query 'to' only when it is a safe
// same-origin path (safeRedirectTarget: one leading slash, never two, nothing that decodes to
// another origin); otherwise it shows a Next button.
'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Spinner } from '@/components/ui';
import { jumpLogin } from './jump-login-action';

type TState = { kind: 'working' } | { kind: 'next'; to: string; ok: boolean };

export function JumpTo({ token, target }: { token: string; target: string | null }) {
  const t = useTranslations('jumpTo');
  const { showError } = useSnackbar();
  const [state, setState] = useState<TState>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    jumpLogin(token)
      .then((result) => {
        if (result.ok && target) return window.location.replace(target);
        if (!result.ok) showError(result.error);
        setState({ kind: 'next', to: result.ok ? result.home : (target ?? '/login'), ok: result.ok });
      })
      .catch((err: unknown) => {
        showError(err);
        setState({ kind: 'next', to: target ?? '/login', ok: false });
      });
  }, [token, target, showError]);

  if (state.kind === 'working') return <Spinner label={t('working')} />;
  return (
    <div className="space-y-4" data-testid="jump-next">
      <p className="text-slate-700">{t(state.ok ? 'loggedIn' : 'failed')}</p>
      <Button className="w-full" onClick={() => window.location.assign(state.to)}>
        {t('next')}
      </Button>
    </div>
  );
}
