// Every back-office route of the table that has no screen of its own yet: guarded like the real
// screen will be (requireRoute with the concrete path), then a plain "not built yet" note.
// A path that matches no route of the table is a 404.
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NotBuiltScreen } from '@/components/screens/not-built';
import { matchRoute } from '@/lib/access/match-route';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ slug: string[] }> };

function pathOf(slug: string[]): string {
  return '/' + slug.map((s) => encodeURIComponent(safeDecode(s))).join('/');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export async function generateMetadata({ params }: TProps) {
  const { route } = matchRoute(pathOf((await params).slug));
  const t = await getTranslations('routes');
  return { title: t.has(route.id) ? t(route.id) : undefined };
}

export default async function NotBuiltPage({ params }: TProps) {
  const path = pathOf((await params).slug);
  const { route } = matchRoute(path);
  if (route.notFound) notFound();
  await requireRoute(path);
  return <NotBuiltScreen routeId={route.id} path={path} />;
}
