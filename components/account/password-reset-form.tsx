// The password reset screen (spec sections 2, 5, 8): mode 'reset' asks for the e-mail and requests
// a link; mode 'save' sets the new password with the link's token. The club variant hides the
// token field (the token comes from the link). Enter submits (a real form). Every message of
// section 5 shows under its field; the snackbar texts are the spec's.
'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnackbar } from '@/components/snackbar';
import { Button, Field, Input } from '@/components/ui';
import { useIssueText } from '@/components/forms/use-issue-text';
import { apiFetch, clientTimestamp } from '@/lib/api/client-fetch';
import { ApiError } from '@/lib/errors';
import type { TResetMode } from './reset-mode';
import { ZPasswordResetRequest, passwordResetSaveSchema, type TPasswordResetRequest } from '@/lib/validation';


type TSaveValues = { token?: string; email: string; password: string; passwordRepeat: string };

type TProps = {
  club: boolean;
  initialMode: TResetMode;
  token: string;
  email: string;
  /** Where to go after a successful change (the login page). */
  doneTarget: string;
};

export function PasswordResetForm({ club, initialMode, token, email, doneTarget }: TProps) {
  const [mode, setMode] = useState<TResetMode>(initialMode);
  const t = useTranslations('passwordReset');
  return (
    <div>
      <p className="mb-4 text-sm text-slate-600">{t(mode === 'reset' ? 'introReset' : club ? 'introSaveClub' : 'introSave')}</p>
      {mode === 'reset' ? (
        <RequestForm club={club} email={email} />
      ) : (
        <SaveForm club={club} token={token} email={email} doneTarget={doneTarget} />
      )}
      <button
        type="button"
        onClick={() => setMode(mode === 'reset' ? 'save' : 'reset')}
        className="mt-4 text-sm text-sky-800 underline underline-offset-2 hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        {t(mode === 'reset' ? 'toSave' : 'toReset')}
      </button>
    </div>
  );
}

function RequestForm({ club, email }: { club: boolean; email: string }) {
  const t = useTranslations('passwordReset');
  const issue = useIssueText();
  const { showSuccess, showErrorKey } = useSnackbar();
  const { register, handleSubmit, formState } = useForm<TPasswordResetRequest>({
    resolver: zodResolver(ZPasswordResetRequest),
    defaultValues: { email },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiFetch('/api/auth/password/reset', { method: 'PUT', body: { email: values.email, isCRMUser: club, ts: clientTimestamp() }, noAuthRedirect: true });
      showSuccess(t('requestSuccess'));
    } catch {
      showErrorKey('passwordReset.requestFailed');
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-mode="reset">
      <Field label={t('email')} error={issue(formState.errors.email?.message)}>
        {(p) => <Input type="email" autoComplete="email" autoFocus {...p} {...register('email')} />}
      </Field>
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        {t('send')}
      </Button>
    </form>
  );
}

function SaveForm({ club, token, email, doneTarget }: { club: boolean; token: string; email: string; doneTarget: string }) {
  const t = useTranslations('passwordReset');
  const issue = useIssueText();
  const router = useRouter();
  const { showSuccess, showError } = useSnackbar();
  const { register, handleSubmit, formState, setError } = useForm<TSaveValues>({
    resolver: zodResolver(passwordResetSaveSchema({ club })) as never,
    defaultValues: { ...(club ? {} : { token }), email, password: '', passwordRepeat: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiFetch('/api/auth/password/reset', {
        method: 'POST',
        body: { email: values.email, password: values.password, token: club ? token : (values.token ?? ''), isCRMUser: club, ts: clientTimestamp() },
        noAuthRedirect: true,
      });
      showSuccess(t('changeSuccess'));
      router.push(doneTarget);
    } catch (err) {
      showError(err);
      if (err instanceof ApiError) {
        for (const f of err.parsed.fields) {
          if (f.path === 'token' && !club) setError('token', { message: 'passwordReset.tokenInvalid' });
          if (f.path === 'password') setError('password', { message: f.message });
          if (f.path === 'email') setError('email', { message: f.message });
        }
      }
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-mode="save">
      {!club && (
        <Field label={t('token')} error={issue(formState.errors.token?.message)}>
          {(p) => <Input autoComplete="one-time-code" {...p} {...register('token')} />}
        </Field>
      )}
      <Field label={t('email')} error={issue(formState.errors.email?.message)}>
        {(p) => <Input type="email" autoComplete="username" {...p} {...register('email')} />}
      </Field>
      <Field label={t('password')} error={issue(formState.errors.password?.message)}>
        {(p) => <Input type="password" autoComplete="new-password" {...p} {...register('password')} />}
      </Field>
      <Field label={t('passwordRepeat')} error={issue(formState.errors.passwordRepeat?.message)}>
        {(p) => <Input type="password" autoComplete="new-password" {...p} {...register('passwordRepeat')} />}
      </Field>
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        {t('saveNew')}
      </Button>
    </form>
  );
}
