import { getTranslations } from 'next-intl/server';
import { PasswordResetPage, type TResetSearch } from '@/components/account/password-reset-page';

export async function generateMetadata() {
  return { title: (await getTranslations('passwordReset'))('clubTitle') };
}

export default async function Page({ searchParams }: { searchParams: Promise<TResetSearch> }) {
  return <PasswordResetPage club search={await searchParams} />;
}
