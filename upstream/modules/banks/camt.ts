// ISO 20022 bank statements: CAMT.053 (the day's account statement) and CAMT.054 (debit and
// credit notifications), any version (the namespace prefix is dropped), parsed with
// fast-xml-parser. Each booked entry (Ntry) is one entry; an entry that bundles several
// transactions with their own amounts (a batch) is one entry per transaction. Pending entries
// (status PDNG) are not on the account yet and are left out. The bank's reference is the
// servicer's (AcctSvcrRef) of the transaction, else of the entry.
import { XMLParser } from 'fast-xml-parser';
import { cleanText, decodeBytes, unreadable, type TStatement, type TStatementEntry } from './statement';

type TNode = Record<string, unknown>;
const ARRAYS = new Set(['Stmt', 'Ntfctn', 'Ntry', 'TxDtls', 'Ustrd', 'NtryDtls']);
const parser = new XMLParser({
  ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, trimValues: true,
  isArray: (name) => ARRAYS.has(name), processEntities: true,
});

const obj = (v: unknown): TNode => (v && typeof v === 'object' && !Array.isArray(v) ? v as TNode : {});
const list = (v: unknown): TNode[] => (Array.isArray(v) ? v.map(obj) : v ? [obj(v)] : []);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : typeof obj(v)['#text'] === 'string' ? String(obj(v)['#text']) : '');
const path = (v: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((o, k) => obj(o)[k], v);

/** "123.45" → 12345 exactly (CAMT amounts use '.' and at most two decimals for EUR). */
function amountOf(amt: unknown, where: string): { amount: number; currency: string } {
  const t = text(amt);
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(t);
  const currency = String(obj(amt)['@Ccy'] ?? '');
  if (!m || !/^[A-Z]{3}$/.test(currency)) throw unreadable(where, `"${t} ${currency}" is not an amount with a currency`);
  return { amount: Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')), currency };
}

const day = (v: unknown): string => (text(path(v, 'Dt')) || text(path(v, 'DtTm'))).slice(0, 10);

function party(tx: TNode, credit: boolean): { name: string | null; iban: string | null } {
  // Money in: the debtor paid us; money out: the creditor was paid. v2..v8 nest the name differently.
  const who = credit ? 'Dbtr' : 'Cdtr';
  const p = path(tx, 'RltdPties', who);
  const name = text(path(p, 'Nm')) || text(path(p, 'Pty', 'Nm'));
  const iban = text(path(tx, 'RltdPties', `${who}Acct`, 'Id', 'IBAN'));
  return { name: name || null, iban: iban || null };
}

function remittance(tx: TNode): string {
  const rmt = path(tx, 'RmtInf');
  const u = path(rmt, 'Ustrd');
  const ustrd = (Array.isArray(u) ? u : u ? [u] : []).map(text);
  const strd = text(path(rmt, 'Strd', 'CdtrRefInf', 'Ref'));
  return [...new Set(ustrd.filter(Boolean)), strd].filter(Boolean).join(' ');
}

export function parseCamt(bytes: Uint8Array): TStatement {
  const xml = decodeBytes(bytes, 'auto');
  // Statements never declare a document type; one with entities could expand without end.
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) throw unreadable('file', 'a document type declaration (DOCTYPE) is not accepted in a statement');
  let doc: TNode;
  try {
    doc = obj(parser.parse(xml, true));
  } catch (e) {
    throw unreadable('file', `not well-formed XML (${(e as Error).message.slice(0, 200)})`);
  }
  const root = obj(doc.Document);
  const stmts = list(path(root, 'BkToCstmrStmt', 'Stmt'));
  const notes = list(path(root, 'BkToCstmrDbtCdtNtfctn', 'Ntfctn'));
  if (!stmts.length && !notes.length) throw unreadable('file', 'neither a CAMT.053 statement (BkToCstmrStmt) nor a CAMT.054 notification (BkToCstmrDbtCdtNtfctn)');
  const format = stmts.length ? 'camt.053' as const : 'camt.054' as const;
  const entries: TStatementEntry[] = [];
  let iban: string | null = null;
  for (const [si, s] of [...stmts, ...notes].entries()) {
    iban ??= text(path(s, 'Acct', 'Id', 'IBAN')) || null;
    for (const [ni, n] of list(s.Ntry).entries()) {
      const where = `statement ${si + 1}, entry ${ni + 1}`;
      const status = text(path(n, 'Sts', 'Cd')) || text(n.Sts);
      if (status === 'PDNG' || status === 'INFO') continue;
      const credit = text(n.CdtDbtInd) === 'CRDT';
      if (!credit && text(n.CdtDbtInd) !== 'DBIT') throw unreadable(where, 'CdtDbtInd is neither CRDT nor DBIT');
      const total = amountOf(n.Amt, where);
      const date = day(n.BookgDt) || day(n.ValDt);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw unreadable(where, 'no booking date');
      const txs = list(n.NtryDtls).flatMap((d) => list(d.TxDtls));
      const own = txs.filter((t) => path(t, 'AmtDtls', 'TxAmt', 'Amt') !== undefined || path(t, 'Amt') !== undefined);
      const parts = txs.length > 1 && own.length === txs.length ? txs : [txs[0] ?? {}];
      for (const t of parts) {
        const amt = parts.length > 1 ? amountOf(path(t, 'Amt') ?? path(t, 'AmtDtls', 'TxAmt', 'Amt'), where) : total;
        const who = party(t, credit);
        // A batch's transactions without their own reference share the entry's: numbered.
        const ownRef = text(path(t, 'Refs', 'AcctSvcrRef'));
        const ref = ownRef || (text(n.AcctSvcrRef) && parts.length > 1 ? `${text(n.AcctSvcrRef)}/${parts.indexOf(t) + 1}` : text(n.AcctSvcrRef));
        entries.push({
          date, amount: credit ? amt.amount : -amt.amount, currency: amt.currency,
          purpose: cleanText(remittance(t) || text(n.AddtlNtryInf) || '-', 500),
          counterparty: who.name ? cleanText(who.name, 200) : null, iban: who.iban,
          reference: ref ? cleanText(ref, 200) : null,
        });
      }
    }
  }
  return { format, iban, entries };
}
