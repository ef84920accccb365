// The booking confirmation and the voucher as PDF (GET /api/bookings/{no}/download?template=
// confirmation and GET /api/bookings/{no}/voucher), in the booking's language: the company, the
// booking's number, place, dates, rooms and guests; the confirmation adds the calculation, the
// payments and what is open. The voucher carries a QR code of the booking number for the desk.
// Not a tax document (no invoice number): invoices are issued as such.
import { asc, eq, inArray } from 'drizzle-orm';
import { FONT, openPdf } from '../../shared/pdf/pdf-document';
import { drawQr } from '../../shared/pdf/pdf-qr';
import type { Db } from '../../db/client';
import { bookingRooms, customers, resorts, rooms, vessels } from '../../db/schema';
import type { TBookingRow } from '../bookings/access';
import { confirmationPrice } from './confirmation-lines';
import { readCompany } from './issue-invoice';
import { logoOf } from './pdf-response';
import { day, money, printable } from '../../shared/pdf/pdf-text';
import { docLabel, docLang } from '../../shared/pdf/texts';

export type TBookingDocKind = 'confirmation' | 'voucher';

/** The company and its logo, read once for every booking of a document. */
type THead = { co: Awaited<ReturnType<typeof readCompany>>; logo: Awaited<ReturnType<typeof logoOf>> };
async function headOf(db: Db): Promise<THead> {
  const co = await readCompany(db);
  return { co, logo: await logoOf(db, co.logo) };
}

const numberOf = (b: TBookingRow) => b.bookingNo ?? b.reservationNo ?? b.offerNo ?? b.id;
const titleOf = (b: TBookingRow, kind: TBookingDocKind) => `${printable(docLabel(docLang(b.language), kind))} ${printable(numberOf(b))}`;

export async function renderBookingDocument(db: Db, b: TBookingRow, kind: TBookingDocKind): Promise<Buffer> {
  const { doc, end } = openPdf(titleOf(b, kind), { margin: 50 });
  await drawBookingDocument(db, doc, b, kind, await headOf(db));
  return end();
}

/** Several bookings' documents in one PDF (bulk print), each starting on a page of its own. */
export async function renderBookingDocuments(db: Db, list: TBookingRow[], kind: TBookingDocKind): Promise<Buffer> {
  const { doc, end } = openPdf(list.length === 1 ? titleOf(list[0], kind) : printable(docLabel(docLang(list[0]?.language), kind)), { margin: 50 });
  const head = await headOf(db);
  for (const [i, b] of list.entries()) {
    if (i > 0) doc.addPage();
    await drawBookingDocument(db, doc, b, kind, head);
  }
  return end();
}

async function drawBookingDocument(db: Db, doc: PDFKit.PDFDocument, b: TBookingRow, kind: TBookingDocKind, { co, logo }: THead): Promise<void> {
  const lang = docLang(b.language);
  const L = (k: string, v?: Record<string, unknown>) => printable(docLabel(lang, k, v));
  const brs = await db.select().from(bookingRooms).where(eq(bookingRooms.bookingId, b.id)).orderBy(asc(bookingRooms.sort), asc(bookingRooms.dateFrom));
  const roomNames = new Map((brs.length ? await db.select({ id: rooms.id, name: rooms.name }).from(rooms).where(inArray(rooms.id, brs.map((r) => r.roomId))) : []).map((r) => [r.id, r.name ?? '']));
  const customerIds = brs.flatMap((r) => r.guests.map((g) => g.customer).filter((x): x is string => !!x));
  const names = new Map((customerIds.length ? await db.select({ id: customers.id, name: customers.fullName }).from(customers).where(inArray(customers.id, customerIds)) : []).map((c) => [c.id, c.name ?? '']));
  const [asset] = b.resort ? await db.select({ name: resorts.name }).from(resorts).where(eq(resorts.id, b.resort))
    : b.vessel ? await db.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, b.vessel)) : [];
  const number = numberOf(b);

  const left = 50;
  const width = doc.page.width - 100;
  if (logo && /^image\/(png|jpeg)$/.test(logo.mimeType)) {
    try { doc.image(logo.data, doc.page.width - 190, 40, { fit: [140, 60] }); } catch { /* no logo */ }
  }
  doc.font(FONT.bold).fontSize(12).text(printable(co.name), left, 50, { width: 300 });
  doc.font(FONT.regular).fontSize(9).text([co.street, [co.zip, co.city].filter(Boolean).join(' '), co.email, co.phone].filter(Boolean).map((x) => printable(x)).join(', '), { width: 300 });
  doc.font(FONT.bold).fontSize(18).text(`${L(kind)} ${printable(number)}`, left, 130);
  doc.font(FONT.regular).fontSize(10).moveDown(0.5);
  if (asset?.name) doc.text(`${L('place')}: ${printable(asset.name)}`);
  if (b.dateFrom) doc.text(`${L('servicePeriod')}: ${day(b.dateFrom, lang)} - ${day(b.dateTo, lang)}`);
  doc.text(`${L('guests')}: ${b.noOfPax ?? 0}`);
  doc.moveDown();
  for (const r of brs) {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.font(FONT.bold).fontSize(10).text(`${printable(roomNames.get(r.roomId) ?? '')}  ${day(r.dateFrom, lang)} - ${day(r.dateTo, lang)}`, left, doc.y, { width });
    const guests = r.guests.map((g) => printable(g.customer ? names.get(g.customer) : [g.firstName, g.lastName].filter(Boolean).join(' '), 120)).filter(Boolean);
    doc.font(FONT.regular).fontSize(9).text(guests.length ? guests.join(', ') : L('guestsTbd'), left + 12, doc.y, { width: width - 12 });
    doc.moveDown(0.4);
  }
  if (kind === 'confirmation') {
    const { lines, sums } = await confirmationPrice(db, b, lang);
    doc.moveDown();
    for (const l of lines) {
      if (doc.y > doc.page.height - 100) doc.addPage();
      const y = doc.y;
      doc.font(FONT.regular).fontSize(9).text(printable(l.text, 300), left, y, { width: width - 100, height: 24, ellipsis: true });
      doc.text(money(l.amount, b.currency, lang), left + width - 95, y, { width: 95, align: 'right' });
      doc.x = left;
    }
    doc.moveDown(0.5).font(FONT.bold);
    for (const [k, v] of sums) {
      const y = doc.y;
      doc.text(L(k), left, y, { width: width - 100, align: 'right' });
      doc.text(money(v, b.currency, lang), left + width - 95, y, { width: 95, align: 'right' });
      doc.x = left;
    }
  } else {
    doc.moveDown();
    drawQr(doc, number, left, doc.y, 110);
    doc.text('', left, doc.y + 115);
    doc.font(FONT.regular).fontSize(9).text(L('voucherNote'), left, doc.y, { width });
  }
}
