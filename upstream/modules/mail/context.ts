// The variables a booking's mail template can use (the editor lists them, the preview fills them
// from a real booking): booking, customer, guests, agency, asset, links (payment page, guest
// forms) and the text blocks by key in the mail's language.
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { agencies, bookingRooms, bookings, customers, resorts, textBlocks, vessels } from '../../db/schema';
import { errors } from '../../http/errors';
import { balanceOf } from '../bookings/payments/balance';
import { money } from '../../shared/pdf/pdf-text';
import { publicUrl } from './account-mail';
import { sealLink } from './sealed-links';

type TI18n = Record<string, string> | null | undefined;
export const inLanguage = (t: TI18n, lang: string) => (t ?? {})[lang] || (t ?? {}).en || (t ?? {}).de || Object.values(t ?? {}).find(Boolean) || '';

export type TGuestForm = { id: string; name: string; status: string; url: string; urlMulti: string };
export type TMailContext = {
  booking: Record<string, unknown> & { id: string; number: string; language: string; total: string; paid: string; open: string; openAmount: number; isConfirmed: boolean };
  customer: { id: string; name: string; firstName: string; lastName: string; email: string; language: string } | null;
  agency: { id: string; name: string; email: string } | null;
  asset: { name: string; type: 'resort' | 'vessel' } | null;
  guests: { name: string; firstName: string; lastName: string }[];
  links: { payment: string; guestForms: TGuestForm[]; guestForm: string };
  textblocks: Record<string, string>;
};

/** Documentation of the variables (editor side panel). */
export const TEMPLATE_VARIABLES = [
  'booking.number', 'booking.title', 'booking.dateFrom', 'booking.dateTo', 'booking.state', 'booking.noOfPax', 'booking.currency',
  'booking.total', 'booking.paid', 'booking.open', '#if booking.isConfirmed',
  'customer.name', 'customer.firstName', 'customer.lastName', 'customer.email',
  'agency.name', 'agency.email', 'asset.name', '#each guests → name, firstName, lastName',
  'links.payment', 'links.guestForm', '#each links.guestForms → name, url, urlMulti', 'textblock "key"',
];

export async function guestFormLinks(db: Db, bookingId: string): Promise<TGuestForm[]> {
  // The token column is left out of the Drizzle table (migration 0011): read it by SQL.
  const list = rowsOf<{ id: string; name: string; status: string; access_token: string }>(await db.execute(
    sql`SELECT id, name, status, access_token FROM guest_forms WHERE booking = ${bookingId} ORDER BY created_at`));
  return list.map((f) => ({
    id: f.id, name: f.name, status: f.status,
    // Sealed: the outbox keeps the mail, never the form's key (sealed-links.ts).
    url: sealLink(publicUrl(`/guestform/${f.id}/${f.access_token}`)), urlMulti: sealLink(publicUrl(`/guestform-m/${f.id}/${f.access_token}`)),
  }));
}

export async function bookingMailContext(db: Db, bookingId: string, lang?: string): Promise<TMailContext> {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!b) throw errors.notFound('Booking not found');
  const [c] = b.customer ? await db.select().from(customers).where(eq(customers.id, b.customer)) : [];
  const [a] = b.agency ? await db.select().from(agencies).where(eq(agencies.id, b.agency)) : [];
  const [r] = b.resort ? await db.select({ name: resorts.name }).from(resorts).where(eq(resorts.id, b.resort)) : [];
  const [v] = !r && b.vessel ? await db.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, b.vessel)) : [];
  const rooms = await db.select({ guests: bookingRooms.guests }).from(bookingRooms).where(eq(bookingRooms.bookingId, bookingId));
  const language = lang ?? c?.language ?? b.language ?? 'de';
  const md = (c?.masterData ?? {}) as { firstName?: string; lastName?: string };
  const guests = rooms.flatMap((room) => room.guests).filter((g) => g.firstName || g.lastName)
    .map((g) => ({ firstName: g.firstName ?? '', lastName: g.lastName ?? '', name: [g.firstName, g.lastName].filter(Boolean).join(' ') }));
  const forms = await guestFormLinks(db, bookingId);
  const blocks = await db.select({ key: textBlocks.key, name: textBlocks.name, text: textBlocks.text }).from(textBlocks);
  const number = b.bookingNo ?? b.reservationNo ?? b.offerNo ?? '';
  // The one balance (bookings/balance.ts), as the confirmation PDF and the invoice show it.
  const sum = await balanceOf(db, bookingId);
  const fmt = (minor: number) => money(minor, b.currency, language === 'en' ? 'en' : 'de');
  // The booking's own page with its pay offer (/book/preview): number and the lead guest's address
  // open it, so it is sealed like a form's key. Only while something is open.
  const payment = sum.open > 0 && c?.email && number
    ? sealLink(publicUrl(`/book/preview?no=${encodeURIComponent(number)}&email=${encodeURIComponent(c.email.toLowerCase())}`)) : '';
  return {
    booking: {
      id: b.id, number, title: b.title ?? '', state: b.state, dateFrom: b.dateFrom ?? '', dateTo: b.dateTo ?? '',
      noOfPax: b.noOfPax, currency: b.currency, language,
      total: fmt(sum.total), paid: fmt(sum.paid), open: fmt(Math.max(sum.open, 0)), openAmount: sum.open,
      isConfirmed: ['confirmed', 'planned'].includes(b.state),
    },
    customer: c ? {
      id: c.id, name: c.fullName, firstName: md.firstName ?? '', lastName: md.lastName ?? '', email: c.email ?? '', language: c.language,
    } : null,
    agency: a ? { id: a.id, name: a.name, email: a.email ?? '' } : null,
    asset: r ? { name: r.name, type: 'resort' } : v ? { name: v.name, type: 'vessel' } : null,
    guests,
    links: { payment, guestForms: forms, guestForm: forms[0]?.url ?? '' },
    textblocks: Object.fromEntries(blocks.map((t) => [t.key || t.name, inLanguage(t.text as TI18n, language)])),
  };
}

/** Guest e-mail addresses of a booking: the named guests' customers, else the lead customer. */
export async function guestAddresses(db: Db, bookingId: string): Promise<{ email: string; customer: string; language: string }[]> {
  const rooms = await db.select({ guests: bookingRooms.guests }).from(bookingRooms).where(eq(bookingRooms.bookingId, bookingId));
  const [b] = await db.select({ customer: bookings.customer }).from(bookings).where(eq(bookings.id, bookingId));
  const ids = [...new Set([...rooms.flatMap((r) => r.guests.map((g) => g.customer)), b?.customer].filter((x): x is string => !!x))];
  if (ids.length === 0) return [];
  const people = await db.select({ id: customers.id, email: customers.email, language: customers.language }).from(customers).where(inArray(customers.id, ids));
  const seen = new Set<string>();
  return people.filter((p) => p.email && !seen.has(p.email.toLowerCase()) && seen.add(p.email.toLowerCase()))
    .map((p) => ({ email: p.email!.toLowerCase(), customer: p.id, language: p.language }));
}

