// /widget/{slug}: the public booking flow of an embeddable widget (components/book with the
// widget's configuration), framed only by the widget's sites (proxy.ts), in the widget's language.
import { notFound, redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { BookPage } from '@/components/book/book-page';
import { bookMetadata } from '@/components/book/book-metadata';
import { WidgetDone } from '@/components/widget/widget-done';
import { widgetBookPage } from '@/lib/book/pages';
import type { TRawQuery } from '@/lib/book/query';
import { loadWidget } from '@/lib/widget/load-widget';
import { requireRoute } from '@/lib/session/require-route';
import { startGuestCheckout } from '@/lib/payment/start-checkout';
import { contentLanguage } from '@/lib/i18n/ui-language';

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
  const lang = contentLanguage(await getLocale());
  if (no && email) {
    // ?pay=deposit|full (a link opened in a new tab): start the provider's checkout and go there.
    const pay = first(sp.pay);
    if (pay === 'deposit' || pay === 'full') {
      const started = await startGuestCheckout(no, email, pay, lang);
      if (started.kind === 'redirect') redirect(started.url);
      return <WidgetDone widget={widget} no={no} email={email} lang={lang} payProblem={started.kind} />;
    }
    return <WidgetDone widget={widget} no={no} email={email} lang={lang} />;
  }
  return <BookPage page={widgetBookPage(widget)} searchParams={sp} />;
}
