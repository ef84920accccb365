import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PreviewPage } from '@/components/book/preview-page';
import type { TRawQuery } from '@/lib/book/query';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('book.meta');
  // A visitor's own booking: never indexed.
  return { title: t('previewTitle'), description: t('previewDescription'), robots: { index: false, follow: false } };
}

export default async function Page({ searchParams }: { searchParams: Promise<TRawQuery> }) {
  return <PreviewPage searchParams={await searchParams} />;
}
