// GET /api/guestform/{id}/print: a guest form as PDF (pdfkit, A4, like the invoices): the guest's
// name, the booking and its dates, then every question with the answer, or an empty line to fill
// in by hand (a guest who did not answer online fills in the printout at the desk; a question with
// choices lists them with boxes). A multi-guest form prints one section per guest. In the
// caller's language; all text through printable() (pdfkit's standard fonts are WinAnsi only).
import { DISPLAY_ELEMENTS, type TFormElement } from '../../../lib/contract/form-access';
import { GUEST_FORM_ELEMENTS } from '../../../lib/contract/guest-form-elements';
import { FONT, openPdf } from '../../shared/pdf/pdf-document';
import { day, printable } from '../../shared/pdf/pdf-text';
import { text, type TDocLang } from '../../shared/pdf/texts';

export type TPrintForm = {
  name: string; status: string; submittedAt: Date | null; data: Record<string, unknown>; kind: string;
  booking: { number: string | null; dateFrom: string | null; dateTo: string | null } | null;
};

const answerText = (v: unknown, lang: TDocLang): string => {
  if (Array.isArray(v)) return v.map(String).join(', ');
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return day(v, lang);
  return v === undefined || v === null ? '' : String(v);
};

export async function renderGuestFormPdf(form: TPrintForm, lang: TDocLang): Promise<Buffer> {
  const L = (k: string, v?: Record<string, unknown>) => printable(text(lang, `guestFormPrint.${k}`, v));
  const { doc, end } = openPdf(`${L('title')} ${printable(form.name)}`, { margin: 50, bufferPages: true });
  const left = 50;
  const width = doc.page.width - 100;

  doc.font(FONT.bold).fontSize(16).text(`${L('title')}: ${printable(form.name)}`, left, 50, { width });
  doc.font(FONT.regular).fontSize(9).moveDown(0.3);
  const facts = [
    form.booking ? L('booking', { number: printable(form.booking.number ?? '–') }) : null,
    form.booking?.dateFrom ? `${day(form.booking.dateFrom, lang)} – ${day(form.booking.dateTo, lang)}` : null,
    L(`status.${form.status}`),
    form.submittedAt ? L('submittedAt', { date: day(form.submittedAt.toISOString(), lang) }) : null,
  ].filter(Boolean).join('  ·  ');
  doc.text(facts, { width });

  const guests = Array.isArray(form.data.guests) ? (form.data.guests as Record<string, unknown>[]) : [form.data];
  guests.forEach((answers, i) => {
    if (guests.length > 1 || form.kind === 'multi') doc.moveDown(0.8).font(FONT.bold).fontSize(13).text(L('guest', { n: i + 1 }), left, undefined, { width });
    for (const el of GUEST_FORM_ELEMENTS) printElement(doc, el, answers?.[el.key], lang, { left, width });
  });

  doc.moveDown(1.5).font(FONT.regular).fontSize(10);
  if (doc.y > doc.page.height - 110) doc.addPage();
  doc.text(`${L('placeDate')}: ______________________     ${L('signature')}: ______________________`, left, undefined, { width });
  return end();
}

function printElement(doc: PDFKit.PDFDocument, el: TFormElement, value: unknown, lang: TDocLang, at: { left: number; width: number }) {
  const label = printable(el.label?.[lang] ?? el.label?.en ?? el.key);
  if (doc.y > doc.page.height - 90) doc.addPage();
  if (DISPLAY_ELEMENTS.includes(el.type)) {
    doc.moveDown(0.6).font(FONT.bold).fontSize(11).text(label, at.left, undefined, { width: at.width });
    return;
  }
  const answer = printable(answerText(value, lang), 2000);
  doc.moveDown(0.25).font(FONT.regular).fontSize(8).fillColor('#555555').text(`${label}${el.required ? ' *' : ''}`, at.left, undefined, { width: at.width });
  doc.fillColor('#000000').fontSize(10);
  if (answer) doc.text(answer, { width: at.width });
  else if (el.options?.length) doc.text(el.options.map((o) => `[  ] ${printable(o)}`).join('    '), { width: at.width });
  else doc.text(el.type === 'QuestionLong' ? '_'.repeat(90) + '\n' + '_'.repeat(90) : '_'.repeat(60), { width: at.width });
}
