// The receipt journal in the structure of the DSFinV-K (Digitale Schnittstelle der Finanzverwaltung
// für Kassensysteme, v2.x): the counter's closings from..to as the CSV files of its Einzelaufzeichnungs-,
// Stamm- and Kassenabschlussmodul in a zip with an index.xml naming them (GET
// /api/pos/external/dsfinvk). Columns as the taxonomy names them; ';' separated, decimal comma,
// UTF-8. What is not kept (terminal, agency, GTIN) stays empty. No TSE is built in (tse.ts): the
// TSE columns say so. docs/decisions/pos.md, "Receipt journal".
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { TPosTotals } from '../../../lib/contract/pos';
import type { Db } from '../../db/client';
import { posClosings, posItems, posLines, posPayments } from '../../db/schema';
import { tse } from './tse';

/** DSFinV-K UST_SCHLUESSEL by rate: 1 regular (19), 2 reduced (7), 5 zero, 7 and 8 the 2020 rates. */
const VAT_KEY: Record<string, string> = { '19.00': '1', '7.00': '2', '10.70': '3', '5.50': '4', '0.00': '5', '16.00': '7', '5.00': '8' };
const PAY_TYPE: Record<string, [string, string]> = { cash: ['Bar', 'Bar'], card: ['Unbar', 'Karte'], room: ['Keine', 'Zimmerrechnung'] };
const dec = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');
const cell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[;"\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

type TTable = { file: string; name: string; columns: string[]; rows: (string | number | null)[][] };

export async function dsfinvkExport(db: Db, opts: { from: number; to: number; cashRegister: string }): Promise<Uint8Array> {
  const closings = await db.select().from(posClosings).where(and(gte(posClosings.number, opts.from), lte(posClosings.number, opts.to))).orderBy(asc(posClosings.number));
  const T = (file: string, name: string, columns: string[]): TTable => ({ file, name, columns: ['Z_KASSE_ID', 'Z_ERSTELLUNG', 'Z_NR', ...columns], rows: [] });
  const closing = T('cashpointclosing.csv', 'Stamm_Abschluss', ['Z_BUCHUNGSTAG', 'TAXONOMIE_VERSION', 'Z_START_ID', 'Z_ENDE_ID', 'Z_SE_ZAHLUNGEN', 'Z_SE_BARZAHLUNGEN']);
  const vat = T('vat.csv', 'Stamm_USt', ['UST_SCHLUESSEL', 'UST_SATZ', 'UST_BESCHR']);
  const heads = T('transactions.csv', 'Bonkopf', ['BON_ID', 'BON_NR', 'BON_TYP', 'BON_NAME', 'BON_STORNO', 'BON_START', 'BON_ENDE', 'BEDIENER_ID', 'UMS_BRUTTO', 'KUNDE_NAME']);
  const headVat = T('transactions_vat.csv', 'Bonkopf_USt', ['BON_ID', 'UST_SCHLUESSEL', 'BON_BRUTTO', 'BON_NETTO', 'BON_UST']);
  const headPay = T('datapayment.csv', 'Bonkopf_Zahlarten', ['BON_ID', 'ZAHLART_TYP', 'ZAHLART_NAME', 'ZAHLWAEH_CODE', 'ZAHLWAEH_BETRAG', 'BASISWAEH_BETRAG']);
  const lines = T('lines.csv', 'Bonpos', ['BON_ID', 'POS_ZEILE', 'ARTIKELTEXT', 'GV_TYP', 'P_STORNO', 'ART_NR', 'MENGE', 'STK_BR']);
  const lineVat = T('lines_vat.csv', 'Bonpos_USt', ['BON_ID', 'POS_ZEILE', 'UST_SCHLUESSEL', 'POS_BRUTTO', 'POS_NETTO', 'POS_UST']);
  const business = T('businesscases.csv', 'Z_GV_Typ', ['GV_TYP', 'UST_SCHLUESSEL', 'Z_UMS_BRUTTO', 'Z_UMS_NETTO', 'Z_UST']);
  const payment = T('payment.csv', 'Z_Zahlart', ['ZAHLART_TYP', 'ZAHLART_NAME', 'Z_ZAHLART_BETRAG']);
  const tseRows = T('transactions_tse.csv', 'TSE_Transaktionen', ['BON_ID', 'TSE_ID', 'TSE_TANR', 'TSE_TA_START', 'TSE_TA_ENDE', 'TSE_TA_VORGANGSART', 'TSE_TA_SIG', 'TSE_TA_FEHLER']);
  const noTse = tse() ? 'TSE registered: signatures are not stored by this version' : 'Keine TSE angeschlossen (no TSE connected)';
  for (const c of closings) {
    const key = [opts.cashRegister, c.createdAt.toISOString(), c.number] as const;
    const totals = c.totals as TPosTotals;
    const pays = await db.select().from(posPayments).where(and(c.since ? gte(posPayments.at, c.since) : undefined, lte(posPayments.at, c.until))).orderBy(asc(posPayments.at), asc(posPayments.id));
    const inClosing = pays.filter((p) => !c.since || p.at > c.since);
    closing.rows.push([...key, c.until.toISOString().slice(0, 10), '2.3', inClosing[0]?.id ?? null, inClosing.at(-1)?.id ?? null, dec(totals.total), dec(totals.byMethod.cash?.amount ?? 0)]);
    for (const r of totals.byTax) {
      vat.rows.push([...key, VAT_KEY[r.rate] ?? '', r.rate.replace('.', ','), `${r.rate} %`]);
      business.rows.push([...key, 'Umsatz', VAT_KEY[r.rate] ?? '', dec(r.gross), dec(r.net), dec(r.tax)]);
    }
    for (const [method, s] of Object.entries(totals.byMethod)) payment.rows.push([...key, PAY_TYPE[method][0], PAY_TYPE[method][1], dec(s.amount)]);
    const tickets = new Map((await db.select().from(posItems).where(inArray(posItems.id, [...new Set(inClosing.map((p) => p.ticketId)), '00000000-0000-0000-0000-000000000000']))).map((t) => [t.id, t]));
    for (const p of inClosing) {
      const t = tickets.get(p.ticketId)!;
      const sign = Math.sign(p.amount);
      const bon = p.id; // one Bon per payment: a taking back is its own (storno) Bon
      heads.rows.push([...key, bon, t.receiptNo, 'Beleg', null, sign < 0 ? 1 : 0, t.createdAt.toISOString(), p.at.toISOString(), p.userId, dec(p.amount), null]);
      headPay.rows.push([...key, bon, PAY_TYPE[p.method][0], PAY_TYPE[p.method][1], t.currency, dec(p.amount), dec(p.amount)]);
      tseRows.rows.push([...key, bon, null, null, null, null, 'Kassenbeleg-V1', null, noTse]);
      const ls = await db.select().from(posLines).where(eq(posLines.ticketId, t.id)).orderBy(asc(posLines.createdAt), asc(posLines.id));
      const byRate = new Map<string, number>();
      ls.forEach((l, i) => {
        const gross = sign * l.amount;
        const net = Math.round((gross * 100) / (100 + Number(l.taxPercent)));
        lines.rows.push([...key, bon, i + 1, l.text, 'Umsatz', sign < 0 ? 1 : 0, l.product, dec(sign * l.quantity * 100), dec(l.unitPrice)]);
        lineVat.rows.push([...key, bon, i + 1, VAT_KEY[l.taxPercent] ?? '', dec(gross), dec(net), dec(gross - net)]);
        byRate.set(l.taxPercent, (byRate.get(l.taxPercent) ?? 0) + gross);
      });
      for (const [rate, gross] of byRate) {
        const net = Math.round((gross * 100) / (100 + Number(rate)));
        headVat.rows.push([...key, bon, VAT_KEY[rate] ?? '', dec(gross), dec(net), dec(gross - net)]);
      }
    }
  }
  const tables = [closing, vat, heads, headVat, headPay, lines, lineVat, business, payment, tseRows];
  const files: Record<string, Uint8Array> = {};
  for (const t of tables) files[t.file] = strToU8(`${[t.columns, ...t.rows].map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`);
  files['index.xml'] = strToU8(indexXml(tables));
  return zipSync(files);
}

function indexXml(tables: TTable[]): string {
  const table = (t: TTable) => `  <Table><URL>${t.file}</URL><Name>${t.name}</Name><DecimalSymbol>,</DecimalSymbol><DigitGroupingSymbol>.</DigitGroupingSymbol>
    <VariableLength><ColumnDelimiter>;</ColumnDelimiter><RecordDelimiter>&#13;&#10;</RecordDelimiter><TextEncapsulator>"</TextEncapsulator>
${t.columns.map((c) => `      <VariableColumn><Name>${c}</Name><AlphaNumeric/></VariableColumn>`).join('\n')}
    </VariableLength></Table>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE DataSet SYSTEM "gdpdu-01-09-2004.dtd">
<DataSet><Version>1.0</Version><DataSupplier><Name>Tourbook</Name><Location></Location><Comment>DSFinV-K structure, see docs/decisions/pos.md</Comment></DataSupplier>
 <Media><Name>DSFinV-K</Name>
${tables.map(table).join('\n')}
 </Media>
</DataSet>
`;
}
