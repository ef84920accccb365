// The finance report, GET /api/bookings/report/finance (api-calls 7.4, issue 35 item 3): per period
// the revenue as the statistics count it (by arrival day), what was invoiced (invoices issued in the
// period, credit notes issued in it subtracted), what was received (payments by the day paid,
// refunds negative) and the open balance (invoiced up to the period's end minus received up to
// then). Money in minor units of the base currency; the query is the statistics' (ZStatsQuery:
// from, to, groupBy, assets, categories, sources, mode, export). Definitions:
// docs/decisions/statistics.md ("The finance report").
import { z } from 'zod';
import { STAT_GROUPS } from './statistics-periods';

const int = z.number().int();

/** revenue: statistics' revenue (sold and cancelled bookings by arrival day); invoices: the totals of
 *  the invoices issued in the period; credited: the credit notes issued in it (negative, as stored);
 *  invoiced: invoices + credited; received: payments paid or refunded by their day (refunds
 *  negative); open: every invoice and credit note issued up to the period's last day minus every
 *  payment received up to it (negative: paid ahead of the invoice). */
const ZFlows = { revenue: int, invoices: int, credited: int, invoiced: int, received: int };
export const ZFinanceRow = z.object({ period: z.string(), ...ZFlows, open: int });
export const ZFinanceReport = z.object({
  from: z.string(), to: z.string(), groupBy: z.enum(STAT_GROUPS), currency: z.string(),
  rows: z.array(ZFinanceRow),
  /** The flows summed over the range; open: the open balance at the range's last day. */
  totals: z.object({ ...ZFlows, open: int }),
});
export type TFinanceRow = z.infer<typeof ZFinanceRow>;
export type TFinanceReport = z.infer<typeof ZFinanceReport>;

/** The bank side of the owner's money overview, GET /api/bookings/report/bank (issue 35,
 *  /stats/base): every bank account's entries (not ignored; temporary ones count, as in the
 *  cashflow) per period in the base currency (each entry converted by its currency at the
 *  settings' rates): incoming, outgoing (negative), net; closing: the accounts' opening balances
 *  plus every entry up to the period's last day. totals.opening: the balance before `from`;
 *  totals.closing: at `to`. */
const ZBankFlows = { incoming: int, outgoing: int, net: int };
export const ZBankReportRow = z.object({ period: z.string(), ...ZBankFlows, closing: int });
export const ZBankReport = z.object({
  from: z.string(), to: z.string(), groupBy: z.enum(STAT_GROUPS), currency: z.string(),
  rows: z.array(ZBankReportRow),
  totals: z.object({ ...ZBankFlows, opening: int, closing: int }),
});
export type TBankReport = z.infer<typeof ZBankReport>;
