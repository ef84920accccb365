// /config/modules: the feature flags (spec section 1) and the view flags (section 6, 'not' lists)
// as switches, saved through POST /api/settings/group/modules with only the changed keys. After a
// save the session is refreshed (PUT /api/auth/token re-reads the flags into the sealed cookie,
// which the route guard reads) and the page re-rendered, so menu and guard follow at once.
'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, Checkbox } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { FEATURE_FLAGS, VIEW_FLAGS } from '@/lib/contract/auth';
import type { TModulesSettings } from '@/lib/contract/settings';
import { modulesPatch, toFormValues, type TModulesFormValues } from './modules-values';

export function ModulesForm({ settings }: { settings: TModulesSettings }) {
  const t = useTranslations('modules');
  const tc = useTranslations('common');
  const router = useRouter();
  const { showSuccess, showError } = useSnackbar();
  const initial = toFormValues(settings);
  const { register, handleSubmit, formState, reset } = useForm<TModulesFormValues>({ defaultValues: initial });

  const onSubmit = handleSubmit(async (values) => {
    const patch = modulesPatch(initial, values);
    if (Object.keys(patch).length === 0) return;
    try {
      const saved = await apiFetch<TModulesSettings>('/api/settings/group/modules', { method: 'POST', body: patch });
      reset(toFormValues(saved));
      await apiFetch('/api/auth/token', { method: 'PUT' }).catch(() => undefined);
      showSuccess(t('saved'));
      router.refresh();
    } catch (err) {
      showError(err);
    }
  });

  return (
    <form onSubmit={onSubmit} className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <Card title={t('featuresTitle')} description={t('featuresIntro')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {FEATURE_FLAGS.map((f) => (
            <Checkbox key={f} variant="switch" label={t(`features.${f}.label`)} description={t(`features.${f}.text`)} {...register(f)} />
          ))}
        </div>
      </Card>
      <Card title={t('viewsTitle')} description={t('viewsIntro')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {VIEW_FLAGS.map((v) => (
            <Checkbox key={v} variant="switch" label={t(`views.${v}.label`)} description={t(`views.${v}.text`)} {...register(v)} />
          ))}
        </div>
      </Card>
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-slate-200 bg-slate-50/95 py-3">
        <Button variant="secondary" disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset()}>
          {tc('cancel')}
        </Button>
        <Button type="submit" disabled={!formState.isDirty} loading={formState.isSubmitting}>
          {tc('save')}
        </Button>
      </div>
    </form>
  );
}
