// The manifest of a dive as a printable PDF (pdfkit, A4 landscape): the dive's heading, then one
// row per diver with certification, gas and tank, gear, medical and waiver, emergency contact and
// what keeps them from diving (or who overrode it and why), with space to tick in and out.
// In the reader's language (issue 33 item 14): the column heads, readiness problems and levels are
// the dive screens' own messages (dive.*), the rest the manifest's (manifestDoc.*).
import type { TManifest, TManifestDiver } from '../../../lib/contract/dive';
import { FONT, openPdf } from '../../shared/pdf/pdf-document';
import { tableRow } from '../../shared/pdf/pdf-table';
import { printable } from '../../shared/pdf/pdf-text';
import { text, type TDocLang } from '../../shared/pdf/texts';

type TColumn = { key: string; label: (T: TText) => string; width: number; value: (d: TManifestDiver, T: TText) => string };
type TText = (key: string, values?: Record<string, unknown>) => string;

const level = (T: TText, l: string) => { const s = T(`dive.levels.${l}`); return s === `dive.levels.${l}` ? l : s; };
const state = (T: TText, s: string) => T(`manifestDoc.states.${s}`);

const COLUMNS: TColumn[] = [
  { key: 'diver', label: (T) => T('dive.cols.diver'), width: 120, value: (d) => d.name },
  { key: 'cert', label: (T) => T('dive.cols.certification'), width: 110, value: (d, T) => (d.certification ? `${d.certification.agency} ${level(T, d.certification.level)}${d.certification.verified ? '' : ` (${T('manifestDoc.unverified')})`}` : T('manifestDoc.none')) },
  { key: 'last', label: (T) => T('dive.cols.lastDive'), width: 60, value: (d) => d.lastDiveDate ?? '' },
  { key: 'gas', label: (T) => T('dive.cols.gasTank'), width: 70, value: (d, T) => `${d.gas === 'nitrox' ? `EAN${d.nitroxPercent}` : T('manifestDoc.air')}${d.tankSize ? ` ${d.tankSize} l` : ''}` },
  { key: 'gear', label: (T) => T('dive.cols.gear'), width: 110, value: (d) => [...d.rentals.map((r) => `${r.kind}${r.size ? ` ${r.size}` : ''} #${r.serial}`), ...d.gear].join(', ') },
  { key: 'medical', label: (T) => T('dive.cols.medical'), width: 60, value: (d, T) => state(T, d.medical.status) },
  { key: 'waiver', label: (T) => T('dive.cols.waiver'), width: 50, value: (d, T) => state(T, d.waiver.status) },
  { key: 'emergency', label: (T) => T('dive.cols.emergency'), width: 110, value: (d) => [d.emergency.name, d.emergency.phone].filter(Boolean).join(' ') },
  { key: 'inOut', label: (T) => T('manifestDoc.inOut'), width: 70, value: () => '' },
];

export function renderManifestPdf(m: TManifest, timeLabel: (iso: string | null) => string | null = (x) => x?.slice(11, 16) ?? null, lang: TDocLang = 'de'): Promise<Buffer> {
  const T: TText = (key, values) => text(lang, key, values);
  const problems = (list: string[]) => list.map((p) => T(`dive.problems.${p}`)).join(', ');
  const d = m.dive;
  const { doc, end } = openPdf(printable(`${T('manifestDoc.title', { name: d.name })} ${d.date}`), { layout: 'landscape', margin: 30 });
  doc.font(FONT.bold).fontSize(15).text(printable(T('manifestDoc.title', { name: d.name })));
  doc.font(FONT.regular).fontSize(10)
    .text(printable(`${d.date} ${d.start ?? ''}${d.end ? `-${d.end}` : ''}  ${T('manifestDoc.site')}: ${d.site?.name ?? '-'}  ${T('manifestDoc.boat')}: ${d.boat?.name ?? '-'}  ${T('manifestDoc.guide')}: ${d.guide?.name ?? '-'}`))
    .text(printable(`${T('manifestDoc.type')}: ${d.type?.name ?? '-'} (${T('manifestDoc.requires', { level: level(T, d.type?.requiredLevel ?? 'openWater') })})  ${T('manifestDoc.divers')}: ${d.divers}${d.boat?.capacity ? ` / ${T('manifestDoc.capacity', { n: d.boat.capacity })}` : ''}  ${T('manifestDoc.status')}: ${T(`manifestDoc.statuses.${d.status}`)}`));
  if (d.crew.length) doc.text(printable(`${T('manifestDoc.crew')}: ${d.crew.join(', ')}`));
  if (d.warnings.length) doc.font(FONT.bold).text(printable(`${T('manifestDoc.warnings')}: ${d.warnings.map((w) => T(`dive.warnings.${w}`)).join(', ')}`));
  doc.moveDown();
  const left = doc.page.margins.left;
  const row = (values: string[], bold = false) => tableRow(doc, COLUMNS, values.map((v) => printable(v)), { left, fontSize: 8, lineHeight: 12, room: 30, pad: 4, bold });
  row(COLUMNS.map((c) => c.label(T)), true);
  for (const diver of m.divers) {
    row(COLUMNS.map((c) => (c.key === 'inOut' ? [timeLabel(diver.inAt), timeLabel(diver.outAt)].map((t) => t ?? '__:__').join(' / ') : c.value(diver, T))));
    const note = diver.override
      ? T('manifestDoc.override', { name: diver.override.byName, reason: diver.override.reason, problems: problems(diver.override.problems) })
      : diver.problems.length
        ? `${T('manifestDoc.notReady', { problems: problems(diver.problems) })}${diver.missingSpecialities.length ? ` (${T('manifestDoc.missing', { list: diver.missingSpecialities.join(', ') })})` : ''}`
        : '';
    if (note) {
      doc.font(FONT.italic).fontSize(8).text(printable(note), left + 10, doc.y, { width: 700, lineBreak: false, ellipsis: true });
      doc.x = left;
      doc.y += 2;
    }
  }
  return end();
}
