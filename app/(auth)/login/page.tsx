import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPage } from '@/components/auth/login-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('login'))('title') };
}

export default async function Login({ searchParams }: { searchParams: Promise<{ from?: string }> }) {
  return <LoginPage club={false} from={(await searchParams).from} />;
}
