'use server';
// The booking step's server action (also a plain POST without JavaScript): checks the search it
// was rendered for again, validates the lead guest, calls POST /api/book/booking/create with the
// timezone-offset and browser-language headers, and redirects to the preview with the number.
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ApiError } from '@/lib/errors';
import { offeredKinds, routeAllowsGuest } from '@/lib/book/access';
import { browserLanguage, parseLeadForm, roomGuests, timezoneOffset } from '@/lib/book/lead';
import { loadFeatures, loadSchedules } from '@/lib/book/load';
import { todayUtc } from '@/lib/book/nights';
import { BOOK_CURRENCY, bookPageOf, widgetBookPage } from '@/lib/book/pages';
import { bookHref, parseBookQuery, previewHref } from '@/lib/book/query';
import type { TPublicBooking } from '@/lib/contract/booking-core';
import { readSession } from '@/lib/session/get-session';
import { upstreamJson } from '@/lib/http/upstream-client';
import { forwardedClient } from '@/lib/bff/client-address';
import { loadWidget } from '@/lib/widget/load-widget';
import type { TLeadState } from './lead-state';
import { contentLanguage } from '@/lib/i18n/ui-language';

const text = (form: FormData, k: string) => (typeof form.get(k) === 'string' ? (form.get(k) as string) : undefined);

export async function bookAction(_prev: TLeadState, form: FormData): Promise<TLeadState> {
  const values = Object.fromEntries(['firstName', 'lastName', 'email', 'phone', 'gender', 'message'].map((k) => [k, text(form, k) ?? '']));
  // Through a widget: its own page (assets, room types) and the widget named in the booking.
  const slug = text(form, 'widget') || '';
  const widget = slug ? await loadWidget(slug) : null;
  if (slug && !widget) return { status: 'failed', values };
  const page = widget ? widgetBookPage(widget) : bookPageOf(text(form, 'path'));
  const visit = text(form, 'visit') || '';
  const lang = contentLanguage(await getLocale());
  const features = await loadFeatures(await readSession(), lang);
  const kinds = features ? offeredKinds(page.kinds, features) : [];
  if (!features || !routeAllowsGuest(page.path, features) || kinds.length === 0) return { status: 'failed', values };

  const today = todayUtc();
  const query = parseBookQuery(Object.fromEntries(['kind', 'asset', 'from', 'to', 'guests', 'schedule', 'room'].map((k) => [k, text(form, k)])), { kinds, today });
  if (!query.search || !query.room) return { status: 'failed', values };
  const search = query.search;
  const again = bookHref(page.path, search);

  let dateFrom: string;
  let dateTo: string;
  if (search.kind === 'resort') {
    ({ dateFrom, dateTo } = search);
  } else {
    const schedule = (await loadSchedules(lang, today)).find((s) => s.id === search.schedule);
    if (!schedule) return { status: 'taken', values, again };
    ({ dateFrom, dateTo } = schedule);
  }

  const lead = parseLeadForm(form);
  if (!lead.ok) return { status: 'invalid', values, errors: lead.errors };

  const h = await headers();
  const extra: Record<string, string> = {};
  const tz = timezoneOffset(form.get('tz'));
  if (tz) extra['timezone-offset'] = tz;
  const bl = browserLanguage(h.get('accept-language'));
  if (bl) extra['browser-language'] = bl;
  // The upstream limits drafts per client address: pass the visitor's as the web server worked it
  // out (never the header the visitor wrote), not the web server's own.
  const client = forwardedClient(h);
  if (client) extra['x-forwarded-for'] = client;

  let booking: TPublicBooking;
  try {
    booking = await upstreamJson<TPublicBooking>('/api/book/booking/create', {
      method: 'POST', lang, headers: extra,
      body: {
        rooms: [{ room: query.room, dateFrom, dateTo, guests: roomGuests(lead.lead, search.guests) }],
        lead: lead.lead, language: lang, currency: BOOK_CURRENCY, ...(lead.message ? { message: lead.message } : {}),
        ...(widget ? { widget: widget.slug, ...(/^[A-Za-z0-9_-]{8,64}$/.test(visit) ? { visit } : {}) } : {}),
      },
    });
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.status === 409) return { status: 'taken', values, again };
      if (err.status === 429) return { status: 'rateLimited', values };
      if (err.parsed.isValidation && err.parsed.fields.length > 0) {
        const errors: Record<string, 'invalid'> = {};
        for (const f of err.parsed.fields) {
          const field = f.path.replace(/^lead\./, '');
          if (field in values) errors[field] = 'invalid';
        }
        if (Object.keys(errors).length) return { status: 'invalid', values, errors };
      }
    }
    return { status: 'failed', values };
  }
  redirect(widget ? `${page.path}?${new URLSearchParams({ no: booking.number, email: lead.lead.email })}` : previewHref(booking.number, lead.lead.email, page.payFirst));
}
