'use client';
// The lead-guest form: a server action through useActionState, so it also posts and shows its
// errors without JavaScript. With JavaScript it adds the browser's time-zone offset.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
// Direct files, not the '@/components/ui' barrel: it also re-exports the Radix-based client
// components (dialog, popover), which would ship their JavaScript with this public page.
import { Button, buttonClasses } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { bookAction } from './book-action';
import type { TLeadState } from './lead-state';

export type TLeadHidden = Record<'path' | 'kind' | 'asset' | 'from' | 'to' | 'schedule' | 'guests' | 'room' | 'widget' | 'visit', string>;

const INITIAL: TLeadState = { status: 'idle' };

export function LeadForm({ hidden }: { hidden: TLeadHidden }) {
  const t = useTranslations('book');
  const [state, action, pending] = useActionState(bookAction, INITIAL);
  const tz = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (tz.current) tz.current.value = String(new Date().getTimezoneOffset());
  }, []);
  const v = (k: string) => state.values?.[k] ?? '';
  const errors = state.status === 'invalid' ? state.errors : {};
  const errorText = (k: keyof typeof errors) => {
    const e = errors[k];
    return e ? t(`errors.${e === 'tooLong' ? 'fieldTooLong' : e}`) : null;
  };
  const field = (name: 'firstName' | 'lastName' | 'email' | 'phone', type: string, autoComplete: string, required: boolean) => (
    <div className="space-y-1">
      <label htmlFor={`lead-${name}`} className="block text-sm font-medium">
        {t(`lead.${name}`)}
        {required && <span aria-hidden className="ml-0.5 text-red-700">*</span>}
      </label>
      <Input id={`lead-${name}`} name={name} type={type} autoComplete={autoComplete} required={required} defaultValue={v(name)}
        invalid={!!errors[name]} aria-describedby={errors[name] ? `lead-${name}-error` : undefined} />
      {errors[name] && <p id={`lead-${name}-error`} role="alert" className="text-sm text-red-700">{errorText(name)}</p>}
    </div>
  );

  return (
    <form action={action} className="space-y-3" noValidate>
      {Object.entries(hidden).map(([k, val]) => <input key={k} type="hidden" name={k} value={val} />)}
      <input ref={tz} type="hidden" name="tz" defaultValue="" />
      {state.status === 'taken' && (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          <p>{t('lead.taken')}</p>
          <Link href={state.again} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-2' })}>{t('lead.searchAgain')}</Link>
        </div>
      )}
      {state.status === 'rateLimited' && <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">{t('lead.rateLimited')}</p>}
      {state.status === 'failed' && <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">{t('lead.failed')}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        {field('firstName', 'text', 'given-name', true)}
        {field('lastName', 'text', 'family-name', true)}
        {field('email', 'email', 'email', true)}
        {field('phone', 'tel', 'tel', false)}
      </div>
      <div className="space-y-1">
        <label htmlFor="lead-gender" className="block text-sm font-medium">{t('lead.gender')}</label>
        <Select id="lead-gender" name="gender" defaultValue={v('gender') || 'u'} className="sm:w-56"
          options={(['u', 'f', 'm'] as const).map((g) => ({ value: g, label: t(`lead.genders.${g}`) }))} />
      </div>
      <div className="space-y-1">
        <label htmlFor="lead-message" className="block text-sm font-medium">{t('lead.message')}</label>
        <Textarea id="lead-message" name="message" rows={3} maxLength={2000} defaultValue={v('message')}
          invalid={!!errors.message} aria-describedby={errors.message ? 'lead-message-error' : undefined} />
        {errors.message && <p id="lead-message-error" role="alert" className="text-sm text-red-700">{errorText('message')}</p>}
      </div>
      <p className="text-sm text-slate-600">{t('lead.note')}</p>
      <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto">{pending ? t('lead.submitting') : t('lead.submit')}</Button>
    </form>
  );
}
