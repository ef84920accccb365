// A settings group that cannot be changed on screen (system: the operator's own settings, read-only
// through the API): its keys and values, readable.
import { getTranslations } from 'next-intl/server';
import type { TSettingsGroup } from '@/lib/contract/settings';

function show(v: unknown): string {
  return Array.isArray(v) ? v.join(', ') : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? '');
}

export async function SettingsGroupValues({ group, values }: { group: TSettingsGroup; values: Record<string, unknown> }) {
  const t = await getTranslations('configSettings');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">{t(`groups.${group}.title`)}</h1>
      <p className="text-sm text-slate-600">{t(`groups.${group}.text`)} {t('readOnly')}</p>
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {Object.entries(values).map(([key, v]) => (
          <div key={key} className="grid gap-1 p-4 sm:grid-cols-3">
            <dt className="font-medium">{t.has(`fields.${group}.${key}`) ? t(`fields.${group}.${key}`) : key}</dt>
            <dd className="break-words text-slate-700 sm:col-span-2">{show(v)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
