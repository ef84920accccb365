// Answers of the report calls behind the screens /agency/payments, /bank/cashflow and
// /widget-admin/stats (api-calls 7.4 agency/payments/{agency}, 7.9 banks cashflow, 7.14 widget
// {id}/stats). Money in integer minor units; dates ISO (YYYY-MM-DD).
import { z } from 'zod';

const ZDate = z.iso.date();

/** from/to of a report: both days included; to may not be before from. */
export const ZDateRangeQuery = z.object({ from: ZDate, to: ZDate }).refine((q) => q.to >= q.from, { path: ['to'], message: 'to must not be before from' });

export const ZAgencyPayment = z.object({
  id: z.uuid(),
  booking: z.object({ id: z.uuid(), bookingNo: z.string().nullable(), title: z.string().nullable(), state: z.string() }),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  method: z.string(),
  status: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});

export const ZCurrencyTotal = z.object({ currency: z.string(), paid: z.number().int(), pending: z.number().int() });

/** One booking of the agency's statement: gross (what the guests' stay costs), the agency's
 *  commission, net = what the agency owes the operator (the booking's total), paid and open. */
export const ZAgencyStatementRow = z.object({
  booking: z.object({ id: z.uuid(), bookingNo: z.string().nullable(), title: z.string().nullable(), state: z.string(), dateFrom: ZDate.nullable() }),
  currency: z.string(),
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  paid: z.number().int(),
  open: z.number().int(),
});
export const ZAgencyStatementTotal = ZAgencyStatementRow.omit({ booking: true });

export const ZAgencyPayments = z.object({
  agency: z.object({ id: z.uuid(), name: z.string() }),
  from: ZDate,
  to: ZDate,
  payments: z.array(ZAgencyPayment),
  totals: z.array(ZCurrencyTotal),
  /** The agency's bookings arriving in the range that owe money (reservations, confirmed,
   *  resolved, cancelled with a fee), with commission, net, paid and open. */
  statement: z.array(ZAgencyStatementRow),
  statementTotals: z.array(ZAgencyStatementTotal),
  /** What the agency's credits hold today, per currency (issue 18, /credits). */
  credits: z.array(z.object({ currency: z.string(), balance: z.number().int() })),
});
export type TAgencyPayments = z.infer<typeof ZAgencyPayments>;

export const CASHFLOW_GROUPS = ['day', 'week', 'month'] as const;
export const ZCashflowQuery = z.object({ from: ZDate, to: ZDate, groupBy: z.enum(CASHFLOW_GROUPS).default('month') })
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'to must not be before from' });

export const ZCashflowPeriod = z.object({ period: ZDate, incoming: z.number().int(), outgoing: z.number().int(), net: z.number().int(), closing: z.number().int() });
export const ZCashflowBank = z.object({
  bank: z.object({ id: z.uuid(), name: z.string(), currency: z.string() }),
  /** Balance at the start of `from`: the opening balance plus every earlier entry. */
  opening: z.number().int(),
  periods: z.array(ZCashflowPeriod),
  closing: z.number().int(),
});
export const ZCashflow = z.object({ from: ZDate, to: ZDate, groupBy: z.enum(CASHFLOW_GROUPS), banks: z.array(ZCashflowBank) });
export type TCashflow = z.infer<typeof ZCashflow>;
