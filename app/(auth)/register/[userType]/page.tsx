// /register/{userType} (guests only): Agency or Customer registration.
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { AccountCard } from '@/components/account/account-card';
import { RegisterForm } from '@/components/account/register-form';
import { registerUserType } from '@/components/account/register-schema';
import { isLanguage } from '@/lib/i18n/pick-language';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ userType: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('register') };
}

export default async function RegisterPage({ params }: TProps) {
  const { userType: raw } = await params;
  const userType = registerUserType(raw);
  if (!userType) notFound();
  await requireRoute(`/register/${encodeURIComponent(raw)}`);
  const t = await getTranslations('register');
  const locale = await getLocale();
  return (
    <AccountCard title={t(userType === 'Agency' ? 'titleAgency' : 'titleCustomer')} intro={t('intro')} language={isLanguage(locale) ? locale : 'de'}>
      <RegisterForm userType={userType} />
    </AccountCard>
  );
}
