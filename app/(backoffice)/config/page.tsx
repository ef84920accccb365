// /config (admin): every settings group with what it is for, each linking to where it is edited.
import { getTranslations } from 'next-intl/server';
import { SettingsGroupList } from '@/components/config/settings-group-list';
import { requireRoute } from '@/lib/session/require-route';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('config') };
}

export default async function ConfigPage() {
  const session = await requireRoute('/config');
  if (!session) return null;
  return <SettingsGroupList />;
}
