// /users/profile: the signed-in user's own account: name, phone, language and settings (POST
// /api/users/self) and the password (POST /api/users/self/password, the current one required).
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { setLanguageCookie } from '@/components/shell/language-buttons';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, Checkbox, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TUserSelfUpdate } from '@/lib/contract/users';
import { ApiError } from '@/lib/errors';
import { PASSWORD_MIN_LENGTH } from '@/lib/validation/messages';
import { PROFILE_KEY, type TSelf } from './profile-query';

export function AccountForm({ self }: { self: TSelf }) {
  const t = useTranslations('profile');
  const snackbar = useSnackbar();
  const qc = useQueryClient();
  const router = useRouter();
  const [v, setV] = useState({
    name: self.name, phone: self.phone ?? '', language: self.settings.language,
    days: String(self.settings.defaultDashboardDays), customers: self.settings.showCustomersInBookingList,
    inverted: self.settings.showInvertedCurrencyExchange,
  });
  const days = Number(v.days);
  const daysError = !Number.isInteger(days) || days < 1 || days > 366 ? t('daysRange') : null;
  const nameError = v.name.trim() === '' ? t('nameRequired') : null;
  const save = useMutation({
    mutationFn: (body: TUserSelfUpdate) => apiFetch<TSelf>('/api/users/self', { method: 'POST', body }),
    onSuccess: (saved) => {
      qc.setQueryData(PROFILE_KEY, saved);
      snackbar.showSuccess(t('saved'));
      if (saved.settings.language !== self.settings.language) {
        setLanguageCookie(saved.settings.language);
        router.refresh();
      }
    },
    onError: (err) => snackbar.showError(err),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (daysError || nameError) return;
    save.mutate({
      name: v.name.trim(), phone: v.phone.trim() || null,
      settings: { language: v.language, defaultDashboardDays: days, showCustomersInBookingList: v.customers, showInvertedCurrencyExchange: v.inverted },
    });
  };
  return (
    <Card title={t('account')} description={self.email}>
      <form onSubmit={submit} noValidate aria-label={t('account')} className="grid gap-4 sm:grid-cols-2">
        <Field label={t('name')} required error={nameError}>
          {(c) => <Input {...c} value={v.name} autoComplete="name" onChange={(e) => setV({ ...v, name: e.target.value })} />}
        </Field>
        <Field label={t('phone')}>
          {(c) => <Input {...c} value={v.phone} type="tel" autoComplete="tel" onChange={(e) => setV({ ...v, phone: e.target.value })} />}
        </Field>
        <Field label={t('language')}>
          {(c) => (
            <Select {...c} value={v.language} onChange={(e) => setV({ ...v, language: e.target.value as 'de' | 'en' })}
              options={[{ value: 'de', label: t('languages.de') }, { value: 'en', label: t('languages.en') }]} />
          )}
        </Field>
        <Field label={t('dashboardDays')} hint={t('dashboardDaysHint')} error={daysError}>
          {(c) => <Input {...c} value={v.days} type="number" min={1} max={366} inputMode="numeric" onChange={(e) => setV({ ...v, days: e.target.value })} />}
        </Field>
        <Checkbox label={t('showCustomers')} checked={v.customers} onChange={(e) => setV({ ...v, customers: e.target.checked })} />
        <Checkbox label={t('invertedExchange')} checked={v.inverted} onChange={(e) => setV({ ...v, inverted: e.target.checked })} />
        <div className="sm:col-span-2 flex justify-end">
          <Button type="submit" loading={save.isPending}>{t('save')}</Button>
        </div>
      </form>
    </Card>
  );
}

export function PasswordForm() {
  const t = useTranslations('profile');
  const tv = useTranslations('validation');
  const snackbar = useSnackbar();
  const [v, setV] = useState({ current: '', password: '', repeat: '' });
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = {
    current: v.current === '' ? tv('passwordRequired') : serverError,
    password: v.password === '' ? tv('passwordRequired') : v.password.length <= PASSWORD_MIN_LENGTH ? tv('passwordMinLength', { minLength: PASSWORD_MIN_LENGTH }) : null,
    repeat: v.repeat !== v.password ? tv('passwordsMatch') : null,
  };
  const change = useMutation({
    mutationFn: () => apiFetch('/api/users/self/password', { method: 'POST', body: { currentPassword: v.current, password: v.password } }),
    onSuccess: () => {
      setV({ current: '', password: '', repeat: '' });
      setShown(false);
      snackbar.showSuccess(t('passwordChanged'));
    },
    onError: (err) => {
      if (err instanceof ApiError && err.parsed.isValidation && err.parsed.fields.some((f) => f.path === 'currentPassword')) setServerError(t('currentWrong'));
      else snackbar.showError(err);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (errors.current && !serverError || errors.password || errors.repeat) return;
    change.mutate();
  };
  const show = (msg: string | null) => (shown ? msg : null);
  return (
    <Card title={t('password')} description={t('passwordIntro')}>
      <form onSubmit={submit} noValidate aria-label={t('password')} className="grid gap-4 sm:grid-cols-3">
        <Field label={t('currentPassword')} required error={show(errors.current)}>
          {(c) => <Input {...c} type="password" autoComplete="current-password" value={v.current} onChange={(e) => { setServerError(null); setV({ ...v, current: e.target.value }); }} />}
        </Field>
        <Field label={t('newPassword')} required error={show(errors.password)}>
          {(c) => <Input {...c} type="password" autoComplete="new-password" value={v.password} onChange={(e) => setV({ ...v, password: e.target.value })} />}
        </Field>
        <Field label={t('repeatPassword')} required error={show(errors.repeat)}>
          {(c) => <Input {...c} type="password" autoComplete="new-password" value={v.repeat} onChange={(e) => setV({ ...v, repeat: e.target.value })} />}
        </Field>
        <div className="sm:col-span-3 flex justify-end">
          <Button type="submit" loading={change.isPending}>{t('changePassword')}</Button>
        </div>
      </form>
    </Card>
  );
}
