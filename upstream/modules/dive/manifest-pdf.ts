// The manifest of a dive as a printable PDF (pdfkit, A4 landscape): the dive's heading, then one
// row per diver with certification, gas and tank, gear, medical and waiver, emergency contact and
// what keeps them from diving (or who overrode it and why), with space to tick in and out.
import type { TManifest, TManifestDiver } from '../../../lib/contract/dive';
import { FONT, openPdf } from '../invoices/pdf-document';
import { tableRow } from '../invoices/pdf-table';
import { printable } from '../invoices/pdf-text';

const COLUMNS: { label: string; width: number; value: (d: TManifestDiver) => string }[] = [
  { label: 'Diver', width: 120, value: (d) => d.name },
  { label: 'Certification', width: 110, value: (d) => (d.certification ? `${d.certification.agency} ${d.certification.level}${d.certification.verified ? '' : ' (unverified)'}` : 'none') },
  { label: 'Last dive', width: 60, value: (d) => d.lastDiveDate ?? '' },
  { label: 'Gas / tank', width: 70, value: (d) => `${d.gas === 'nitrox' ? `EAN${d.nitroxPercent}` : 'Air'}${d.tankSize ? ` ${d.tankSize} l` : ''}` },
  { label: 'Gear', width: 110, value: (d) => [...d.rentals.map((r) => `${r.kind}${r.size ? ` ${r.size}` : ''} #${r.serial}`), ...d.gear].join(', ') },
  { label: 'Medical', width: 60, value: (d) => d.medical.status },
  { label: 'Waiver', width: 50, value: (d) => d.waiver.status },
  { label: 'Emergency contact', width: 110, value: (d) => [d.emergency.name, d.emergency.phone].filter(Boolean).join(' ') },
  { label: 'In / out', width: 70, value: (d) => [d.inAt?.slice(11, 16), d.outAt?.slice(11, 16)].map((t) => t ?? '__:__').join(' / ') },
];

export function renderManifestPdf(m: TManifest, timeLabel: (iso: string | null) => string | null = (x) => x?.slice(11, 16) ?? null): Promise<Buffer> {
  const { doc, end } = openPdf(printable(`Dive manifest: ${m.dive.name} ${m.dive.date}`), { layout: 'landscape', margin: 30 });
  const d = m.dive;
  doc.font(FONT.bold).fontSize(15).text(printable(`Dive manifest: ${d.name}`));
  doc.font(FONT.regular).fontSize(10)
    .text(printable(`${d.date} ${d.start ?? ''}${d.end ? `-${d.end}` : ''}  Site: ${d.site?.name ?? '-'}  Boat: ${d.boat?.name ?? '-'}  Guide: ${d.guide?.name ?? '-'}`))
    .text(printable(`Type: ${d.type?.name ?? '-'} (requires ${d.type?.requiredLevel ?? 'openWater'})  Divers: ${d.divers}${d.boat?.capacity ? ` / capacity ${d.boat.capacity}` : ''}  Status: ${d.status}`));
  if (d.crew.length) doc.text(printable(`Crew: ${d.crew.join(', ')}`));
  if (d.warnings.length) doc.font(FONT.bold).text(printable(`Warnings: ${d.warnings.join(', ')}`));
  doc.moveDown();
  const left = doc.page.margins.left;
  const row = (values: string[], bold = false) => tableRow(doc, COLUMNS, values.map((v) => printable(v)), { left, fontSize: 8, lineHeight: 12, room: 30, pad: 4, bold });
  row(COLUMNS.map((c) => c.label), true);
  for (const diver of m.divers) {
    row(COLUMNS.map((c) => (c.label === 'In / out' ? [timeLabel(diver.inAt), timeLabel(diver.outAt)].map((t) => t ?? '__:__').join(' / ') : c.value(diver))));
    const note = diver.override
      ? `Override by ${diver.override.byName}: ${diver.override.reason} (${diver.override.problems.join(', ')})`
      : diver.problems.length ? `NOT READY: ${diver.problems.join(', ')}${diver.missingSpecialities.length ? ` (missing: ${diver.missingSpecialities.join(', ')})` : ''}` : '';
    if (note) {
      doc.font(FONT.italic).fontSize(8).text(printable(note), left + 10, doc.y, { width: 700, lineBreak: false, ellipsis: true });
      doc.x = left;
      doc.y += 2;
    }
  }
  return end();
}
