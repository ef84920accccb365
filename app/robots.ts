// Crawlers may read the public booking pages and widgets; nothing behind a login, no API, and no
// visitor's own booking (the longest matching rule wins, so /book beats the catch-all).
import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/book/site-url';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: { userAgent: '*', allow: ['/book', '/widget/'], disallow: ['/', '/api/', '/book/preview'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
