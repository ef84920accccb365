// The free rooms (or cabins) for a search, each with its price for the whole stay and a link that
// picks it (a plain link: the choice is in the URL, so back and reload work).
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
// Direct files, not the '@/components/ui' barrel: it also re-exports the Radix-based client
// components (dialog, popover), which would ship their JavaScript with this public page.
import { buttonClasses } from '@/components/ui/button';
import type { TPublicRoom, TQuote } from '@/lib/book/load';
import { perNightText, priceText } from '@/lib/book/money';
import { bookHref, type TBookSearch } from '@/lib/book/query';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TProps = {
  path: string;
  search: TBookSearch;
  rooms: readonly TPublicRoom[];
  quotes: ReadonlyMap<string, TQuote>;
  nights: number;
};

export async function RoomList({ path, search, rooms, quotes, nights }: TProps) {
  const t = await getTranslations('book.results');
  const locale = contentLanguage(await getLocale());
  const vessel = search.kind === 'vessel';
  if (rooms.length === 0) return <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t(vessel ? 'noneVessel' : 'none')}</p>;
  return (
    <ul className="space-y-3">
      {rooms.map((room) => {
        const quote = quotes.get(room.id);
        const price = quote?.kind === 'price' ? { total: quote.result.total, currency: quote.result.currency } : null;
        const perNight = price ? perNightText(price, nights, locale) : null;
        // The specials the visitor gets (issue 15): what they save and what they are called.
        const specials = quote?.kind === 'price' ? (quote.result.specials ?? []).filter((s) => s.saving > 0) : [];
        const saving = specials.reduce((sum, s) => sum + s.saving, 0);
        return (
          <li key={room.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold">{room.name}</h3>
              <p className="text-sm text-slate-600">
                {[room.roomTypeName, t('freeBeds', { count: room.freeBeds }), room.allowSharedRoom ? t('shared') : null].filter(Boolean).join(' · ')}
              </p>
            </div>
            <div className="text-right">
              {price ? (
                <>
                  <p className="text-lg font-semibold" data-testid="room-price">{priceText(price, locale)}</p>
                  {perNight && !vessel && <p className="text-xs text-slate-600">{t('perNight', { amount: perNight })}</p>}
                  {saving > 0 && price && (
                    <p className="text-xs font-medium text-teal-800" data-testid="room-saving">
                      {t('saving', { amount: priceText({ total: saving, currency: price.currency }, locale), names: specials.map((s) => s.name).join(', ') })}
                    </p>
                  )}
                </>
              ) : <p className="text-sm text-slate-600">{t('onRequest')}</p>}
            </div>
            <Link href={bookHref(path, search, room.id)} prefetch={false} className={buttonClasses({ className: 'w-full sm:w-auto' })} aria-label={t('choose', { room: room.name })}>
              {t('choose', { room: room.name })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
