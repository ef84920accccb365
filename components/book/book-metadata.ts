// Title and description of the public booking pages, translated (generateMetadata).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { TBookPage } from '@/lib/book/pages';
import { siteOrigin } from '@/lib/book/site-url';

const DESCRIPTION = { title: 'description', resortTitle: 'resortDescription', onlineTitle: 'onlineDescription' } as const;

export async function bookMetadata(page: TBookPage): Promise<Metadata> {
  const t = await getTranslations('book.meta');
  const title = t(page.meta);
  const description = t(DESCRIPTION[page.meta]);
  // The -v2 twins show the same flow: their canonical address is the original's.
  const canonical = page.path.replace(/-v2$/, '');
  return { metadataBase: new URL(await siteOrigin()), title, description, alternates: { canonical }, openGraph: { title, description, type: 'website' } };
}
