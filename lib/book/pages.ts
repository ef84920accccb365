// The public booking pages and what each offers (spec section 2). /book offers both kinds;
// /book/resort preselects resorts and /book/online liveaboard tours (online = tours). The -v2
// twins are the pay-first variant (docs/decisions/book-v2.md): the same steps, but the booking
// step names the deposit due now and the flow ends on the payment step, not the summary.
import type { TWidgetEmbed } from '../contract/widget';
import type { TBookKind } from './query';

export type TBookPage = {
  path: string; kinds: readonly TBookKind[]; heading: 'all' | 'resort' | 'vessel'; meta: 'title' | 'resortTitle' | 'onlineTitle';
  /** Set on /widget/{slug}: the flow keeps to the widget's assets and room types and its look. */
  widget?: TWidgetEmbed;
  /** The pay-first variant (-v2): after booking, the guest is asked to pay this level online. */
  payFirst?: 'deposit';
};

export const BOOK_PAGES: readonly TBookPage[] = [
  { path: '/book', kinds: ['resort', 'vessel'], heading: 'all', meta: 'title' },
  { path: '/book/resort', kinds: ['resort'], heading: 'resort', meta: 'resortTitle' },
  { path: '/book/resort-v2', kinds: ['resort'], heading: 'resort', meta: 'resortTitle', payFirst: 'deposit' },
  { path: '/book/online', kinds: ['vessel'], heading: 'vessel', meta: 'onlineTitle' },
  { path: '/book/online-v2', kinds: ['vessel'], heading: 'vessel', meta: 'onlineTitle', payFirst: 'deposit' },
];

/** The page for a path sent back by a form; an unknown path means /book. */
export function bookPageOf(path: string | null | undefined): TBookPage {
  return BOOK_PAGES.find((p) => p.path === path) ?? BOOK_PAGES[0];
}

/** The flow of an embeddable widget at /widget/{slug}: a widget for a resort offers resorts, one
 *  for a vessel its departures, one for neither both kinds. */
export function widgetBookPage(widget: TWidgetEmbed): TBookPage {
  const kinds: TBookKind[] = widget.resort ? ['resort'] : widget.vessel ? ['vessel'] : ['resort', 'vessel'];
  return {
    path: `/widget/${encodeURIComponent(widget.slug)}`, kinds, widget,
    heading: kinds.length === 2 ? 'all' : kinds[0], meta: kinds.length === 2 ? 'title' : kinds[0] === 'resort' ? 'resortTitle' : 'onlineTitle',
  };
}

/** Pages listed in the sitemap (the -v2 twins would be duplicates). */
export const SITEMAP_PATHS = ['/book', '/book/resort', '/book/online'] as const;

/** Quotes and bookings from the public pages are in this currency. */
export const BOOK_CURRENCY = 'EUR';
