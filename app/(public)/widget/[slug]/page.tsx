// /widget/{slug}: the public booking flow of an embeddable widget (components/book with the
// widget's configuration), framed only by the widget's sites (proxy.ts), in the widget's language.
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { BookPage } from '@/components/book/book-page';
import { bookMetadata } from '@/components/book/book-metadata';
import { WidgetDone } from '@/components/widget/widget-done';
import { widgetBookPage } from '@/lib/book/pages';
import type { TRawQuery } from '@/lib/book/query';
import { loadWidget } from '@/lib/widget/load-widget';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ slug: string }>; searchParams: Promise<TRawQuery> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] ?? '' : v ?? '').trim();

export async function generateMetadata({ params }: TProps) {
  const widget = await loadWidget((await params).slug);
  if (!widget) return {};
  const meta = await bookMetadata(widgetBookPage(widget));
  return { ...meta, alternates: undefined, robots: { index: false } };
}

export default async function Page({ params, searchParams }: TProps) {
  const { slug } = await params;
  await requireRoute(`/widget/${encodeURIComponent(slug)}`);
  const widget = await loadWidget(slug);
  if (!widget) notFound();
  const sp = await searchParams;
  const no = first(sp.no);
  const email = first(sp.email);
  if (no && email) return <WidgetDone widget={widget} no={no} email={email} lang={(await getLocale()) === 'en' ? 'en' : 'de'} />;
  return <BookPage page={widgetBookPage(widget)} searchParams={sp} />;
}
