// /config: the settings groups (lib/config/settings-groups.ts) as a list of links, each with its
// meaning; groups that have a screen of their own link there, the others to the generic form.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SETTINGS_GROUP_SCREENS } from '@/lib/config/settings-groups';

export async function SettingsGroupList() {
  const t = await getTranslations('configSettings');
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">{t('listTitle')}</h1>
      <p className="text-sm text-slate-600">{t('listIntro')}</p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {SETTINGS_GROUP_SCREENS.map(({ group, href }) => (
          <li key={group}>
            <Link href={href} className="block p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600">
              <span className="font-medium text-sky-800 underline-offset-2 hover:underline">{t(`groups.${group}.title`)}</span>
              <span className="mt-1 block text-sm text-slate-600">{t(`groups.${group}.text`)}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href="/config/audit" className="block p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600">
            <span className="font-medium text-sky-800">{t('auditTitle')}</span>
            <span className="mt-1 block text-sm text-slate-600">{t('auditText')}</span>
          </Link>
        </li>
        <li>
          <Link href="/config/backup" className="block p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600">
            <span className="font-medium text-sky-800">{t('backupTitle')}</span>
            <span className="mt-1 block text-sm text-slate-600">{t('backupText')}</span>
          </Link>
        </li>
        <li>
          <Link href="/config/apikeys" className="block p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600">
            <span className="font-medium text-sky-800">{t('partnerApiTitle')}</span>
            <span className="mt-1 block text-sm text-slate-600">{t('partnerApiText')}</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
