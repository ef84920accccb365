// The public, indexable pages: the booking flows (the back office is behind a login; the preview
// is a visitor's own booking).
import type { MetadataRoute } from 'next';
import { SITEMAP_PATHS } from '@/lib/book/pages';
import { siteOrigin } from '@/lib/book/site-url';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin();
  return SITEMAP_PATHS.map((path) => ({ url: `${origin}${path}`, changeFrequency: 'daily', priority: path === '/book' ? 1 : 0.8 }));
}
