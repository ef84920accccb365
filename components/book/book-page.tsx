// The public booking flow (/book, /book/resort, /book/online and their -v2 twins), server-rendered:
// search (GET form) → free rooms with prices (links) → room and lead-guest form (server action)
// → /book/preview. The URL holds the state, so it works and reads the same without JavaScript.
// On /widget/{slug} (page.widget) the same flow keeps to the widget's assets, room types and look,
// reports its steps to the widget's statistics, and ends on the widget's own page (WidgetDone).
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { GuestFrame } from '@/components/shell/guest-frame';
// Direct files, not the '@/components/ui' barrel: it also re-exports the Radix-based client
// components (dialog, popover), which would ship their JavaScript with this public page.
import { ErrorState } from '@/components/ui/state';
import { formatDate } from '@/lib/format';
import { offeredKinds, routeAllowsGuest } from '@/lib/book/access';
import { imageUrl } from '@/lib/book/images';
import { lodgingBusiness, type TLdAsset } from '@/lib/book/json-ld';
import { loadAssets, loadFeatures, loadRooms, loadSchedules, quoteRooms, type TPublicAsset, type TPublicRoom, type TQuote } from '@/lib/book/load';
import { countNights, todayUtc } from '@/lib/book/nights';
import { BOOK_CURRENCY, type TBookPage } from '@/lib/book/pages';
import { parseBookQuery, type TBookQuery, type TRawQuery } from '@/lib/book/query';
import { siteOrigin } from '@/lib/book/site-url';
import { requireRoute } from '@/lib/session/require-route';
import { forwardedClient } from '@/lib/bff/client-address';
import { newVisitId, trackWidget } from '@/lib/widget/load-widget';
import { WidgetFrame } from '@/components/widget/widget-frame';
import { headers } from 'next/headers';
import { BookSteps } from './book-steps';
import { BookingStep } from './booking-step';
import { HouseImage } from './house-image';
import { JsonLd } from './json-ld';
import { RoomList } from './room-list';
import { ScriptFree } from './script-free';
import { SearchForms } from './search-forms';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TStay = { asset: TPublicAsset; dateFrom: string; dateTo: string; nights: number; label: string | null };

function ldAsset(a: TPublicAsset, lang: string, origin: string): TLdAsset {
  const images = a.images.map(imageUrl).filter((u): u is string => u !== null).map((u) => (u.startsWith('/') ? `${origin}${u}` : u));
  return { name: a.name, city: a.city, country: a.country, description: a.description?.[lang] ?? null, images };
}

export async function BookPage({ page, searchParams }: { page: TBookPage; searchParams: TRawQuery }) {
  const session = await requireRoute(page.path);
  const lang = contentLanguage(await getLocale());
  const t = await getTranslations('book');
  const features = await loadFeatures(session, lang);
  // Every step but the lead-guest form is plain HTML (GET forms and links): no framework scripts.
  const widget = page.widget;
  const frame = (body: React.ReactNode, clientCode = false) => {
    const inner = (
      <>
        {!clientCode && <ScriptFree />}
        <div className="space-y-5">
          <header className="space-y-1">
            <h1 className="text-2xl font-semibold">{t(`heading.${page.heading}`)}</h1>
            <p className="text-sm text-slate-600">{t('intro')}</p>
          </header>
          {body}
        </div>
      </>
    );
    return widget ? <WidgetFrame widget={widget}>{inner}</WidgetFrame> : <GuestFrame language={lang} showLogin={!session}>{inner}</GuestFrame>;
  };
  // A widget keeps to its resort or vessel when it names one; its statistics get this page view.
  const inWidget = (asset: string | null) => !widget || (!widget.resort && !widget.vessel) || asset === widget.resort || asset === widget.vessel;
  const visit = widget ? newVisitId() : '';
  const track = async (action: 'view' | 'search' | 'start') => {
    if (widget) await trackWidget(widget, visit, action, forwardedClient(await headers()));
  };
  if (features === null) return frame(<ErrorState title={t('errors.loadFailed')} />);
  const kinds = offeredKinds(page.kinds, features);
  if (!routeAllowsGuest(page.path, features) || kinds.length === 0) notFound();

  const today = todayUtc();
  const query: TBookQuery = parseBookQuery(searchParams, { kinds, today });
  let assets: TPublicAsset[];
  let schedules: Awaited<ReturnType<typeof loadSchedules>>;
  try {
    [assets, schedules] = await Promise.all([loadAssets(lang), kinds.includes('vessel') ? loadSchedules(lang, today) : Promise.resolve([])]);
    assets = assets.filter((a) => inWidget(a.id));
    schedules = schedules.filter((x) => inWidget(x.vessel));
  } catch {
    return frame(<ErrorState title={t('errors.loadFailed')} />);
  }

  // The search names a house (or a departure) that must still be offered.
  let stay: TStay | null = null;
  const search = query.search;
  if (search?.kind === 'resort') {
    const asset = assets.find((a) => a.kind === 'resort' && a.id === search.asset);
    if (asset) stay = { asset, dateFrom: search.dateFrom, dateTo: search.dateTo, nights: search.nights, label: asset.city };
    else query.errors.asset = 'notFound';
  } else if (search?.kind === 'vessel') {
    const s = schedules.find((x) => x.id === search.schedule);
    const asset = s && assets.find((a) => a.kind === 'vessel' && a.id === s.vessel);
    if (s && asset) stay = { asset, dateFrom: s.dateFrom, dateTo: s.dateTo, nights: countNights(s.dateFrom, s.dateTo) ?? 0, label: s.name };
    else query.errors.schedule = 'notFound';
  }

  const origin = await siteOrigin();
  const url = `${origin}${page.path}`;
  const forms = <SearchForms path={page.path} kinds={kinds} query={query} assets={assets} schedules={schedules} today={today} />;
  if (!search || !stay) {
    await track('view');
    if (widget) return frame(<><BookSteps current="search" />{forms}</>);
    const houses = assets.filter((a) => kinds.includes(a.kind)).map((a) => lodgingBusiness(ldAsset(a, lang, origin), { url }));
    return frame(<><BookSteps current="search" />{forms}{houses.length > 0 && <JsonLd data={houses} />}</>);
  }

  let found: TFound | null;
  try {
    found = await loadFound(stay, search.guests, query.room, lang, widget?.roomTypes ?? []);
  } catch {
    found = null;
  }
  if (!found) return frame(<>{forms}<ErrorState title={t('errors.loadFailed')} /></>);
  const { rooms, quotes, chosen } = found;
  const offers = rooms.map((r) => {
    const q = quotes.get(r.id);
    return { name: r.name, roomType: r.roomTypeName, total: q?.kind === 'price' ? q.result.total : null, currency: BOOK_CURRENCY, dateFrom: stay.dateFrom, dateTo: stay.dateTo };
  });
  // A widget is not indexed (it is someone else's page's content): no structured data.
  const ld = widget ? null : <JsonLd data={lodgingBusiness(ldAsset(stay.asset, lang, origin), { url, offers })} />;
  if (chosen) {
    await track('start');
    return frame(<><BookSteps current="guest" /><BookingStep path={page.path} payFirst={page.payFirst} search={search} asset={stay.asset} room={chosen} quote={quotes.get(chosen.id)!} stay={stay} widget={widget ? { slug: widget.slug, visit } : undefined} />{ld}</>, true);
  }
  await track('search');
  const title = t(search.kind === 'vessel' ? 'results.titleVessel' : 'results.title');
  const stayText = t('results.stay', { from: formatDate(stay.dateFrom), to: formatDate(stay.dateTo), nights: stay.nights, guests: search.guests });
  return frame(
    <>
      <BookSteps current="rooms" />
      {query.room && <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('lead.taken')}</p>}
      <section aria-label={title} className="space-y-3">
        <div>
          <h2 className="text-lg font-semibold">{title}: {stay.asset.name}</h2>
          <p className="text-sm text-slate-600">{[search.kind === 'vessel' ? stay.label : null, stayText].filter(Boolean).join(' · ')}</p>
        </div>
        <HouseImage images={stay.asset.images} alt={stay.asset.name} />
        <RoomList path={page.path} search={search} rooms={rooms} quotes={quotes} nights={stay.nights} />
      </section>
      <details className="rounded-lg border border-slate-200 bg-white p-3">
        <summary className="cursor-pointer text-sm font-medium text-sky-800">{t('results.change')}</summary>
        <div className="mt-3">{forms}</div>
      </details>
      {ld}
    </>,
  );
}

type TFound = { rooms: TPublicRoom[]; quotes: Map<string, TQuote>; chosen: TPublicRoom | undefined };

/** Rooms with enough free beds for the guests, their prices, and the chosen one if still free. */
async function loadFound(stay: TStay, guests: number, room: string | null, lang: string, roomTypes: readonly string[]): Promise<TFound> {
  const all = await loadRooms(stay.asset.id, stay.dateFrom, stay.dateTo, lang);
  const rooms = all.filter((r) => r.freeBeds >= guests && (roomTypes.length === 0 || (r.roomType !== null && roomTypes.includes(r.roomType))));
  const quotes = await quoteRooms(rooms, { dateFrom: stay.dateFrom, dateTo: stay.dateTo, guests, currency: BOOK_CURRENCY, lang });
  return { rooms, quotes, chosen: room ? rooms.find((r) => r.id === room) : undefined };
}
