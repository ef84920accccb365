import { getTranslations } from 'next-intl/server';
import { VerifyPage } from '@/components/account/verify-page';

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('userVerify') };
}

export default async function Page({ params, searchParams }: TProps) {
  return <VerifyPage club={false} id={(await params).id} token={(await searchParams).token} />;
}
