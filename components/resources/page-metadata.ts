// The <title> of a resource route: the route's title from the route table's messages.
import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { matchRoute } from '@/lib/access/match-route';
import { routeTitleKey } from '@/lib/access/routes';

export async function routeMetadata(path: string): Promise<Metadata> {
  const t = await getTranslations();
  const key = routeTitleKey(matchRoute(path).route);
  return { title: t.has(key) ? t(key) : undefined };
}
