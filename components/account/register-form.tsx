// /register/{userType}: an Agency or Customer account. The upstream answers the same for a new and
// an already registered e-mail (no account probing) and sends the verify link; the form then
// shows where to look.
'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIssueText } from '@/components/forms/use-issue-text';
import { useSnackbar } from '@/components/snackbar';
import { Button, buttonClasses, Field, Input } from '@/components/ui';
import { apiFetch, clientTimestamp } from '@/lib/api/client-fetch';
import { ApiError } from '@/lib/errors';
import { ZRegisterForm, type TRegisterForm, type TRegisterFormInput, type TRegisterUserType } from './register-schema';

export function RegisterForm({ userType }: { userType: TRegisterUserType }) {
  const t = useTranslations('register');
  const locale = useLocale();
  const issue = useIssueText();
  const { showError } = useSnackbar();
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<TRegisterFormInput, unknown, TRegisterForm>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: { name: '', email: '', phone: '', password: '', passwordRepeat: '' },
  });

  const onSubmit = handleSubmit(async (v) => {
    try {
      await apiFetch('/api/auth/register', {
        method: 'POST',
        body: { name: v.name, email: v.email, password: v.password, userType, ...(v.phone ? { phone: v.phone } : {}), language: locale === 'en' ? 'en' : 'de', ts: clientTimestamp() },
        noAuthRedirect: true,
      });
      setDone(v.email);
    } catch (err) {
      showError(err);
      if (err instanceof ApiError) {
        for (const f of err.parsed.fields) {
          if (f.path === 'name' || f.path === 'email' || f.path === 'phone' || f.path === 'password') setError(f.path, { message: f.message });
        }
      }
    }
  });

  if (done) {
    return (
      <div role="status" className="space-y-4" data-testid="register-done">
        <p className="text-slate-800">{t('done', { email: done })}</p>
        <Link href="/login" className={buttonClasses({ className: 'w-full' })}>
          {t('toLogin')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={t(userType === 'Agency' ? 'agencyName' : 'name')} error={issue(formState.errors.name?.message)} required>
        {(p) => <Input autoComplete={userType === 'Agency' ? 'organization' : 'name'} autoFocus {...p} {...register('name')} />}
      </Field>
      <Field label={t('email')} error={issue(formState.errors.email?.message)} required>
        {(p) => <Input type="email" autoComplete="email" {...p} {...register('email')} />}
      </Field>
      <Field label={t('phone')} error={issue(formState.errors.phone?.message)}>
        {(p) => <Input type="tel" autoComplete="tel" {...p} {...register('phone')} />}
      </Field>
      <Field label={t('password')} error={issue(formState.errors.password?.message)} required>
        {(p) => <Input type="password" autoComplete="new-password" {...p} {...register('password')} />}
      </Field>
      <Field label={t('passwordRepeat')} error={issue(formState.errors.passwordRepeat?.message)} required>
        {(p) => <Input type="password" autoComplete="new-password" {...p} {...register('passwordRepeat')} />}
      </Field>
      <Button type="submit" className="w-full" loading={formState.isSubmitting}>
        {t('submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('haveAccount')}{' '}
        <Link href="/login" className="text-sky-800 underline underline-offset-2">
          {t('toLogin')}
        </Link>
      </p>
    </form>
  );
}
