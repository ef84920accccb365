import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPage } from '@/components/auth/login-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('login'))('clubTitle') };
}

export default async function ClubLogin({ searchParams }: { searchParams: Promise<{ from?: string }> }) {
  return <LoginPage club from={(await searchParams).from} />;
}
