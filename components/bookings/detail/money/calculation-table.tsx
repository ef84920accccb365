// The booking's calculation lines, grouped as the guest sees them (lib/bookings/line-groups.ts),
// each group with its subtotal; on a phone the quantity column folds into the line.
'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { groupLines } from '@/lib/bookings/line-groups';
import { formatMoney } from '@/lib/format';
import { lineLabel } from '@/lib/prices/line-label';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TLine = TBookingDetail['calculation'][number];

/** actions: the tools of a line (price edits), shown in a column of their own when given. */
export function CalculationTable({ booking, actions }: { booking: TBookingDetail; actions?: (l: TLine) => ReactNode }) {
  const t = useTranslations();
  const locale = contentLanguage(useLocale());
  const money = (v: number) => formatMoney(v, booking.currency, locale);
  const label = (l: TLine) => lineLabel(t, locale, l.textKey, l.textValues, l.text ?? l.textKey ?? l.type);
  const groups = groupLines(booking.calculation);
  if (groups.length === 0) return <p className="text-sm text-slate-600">{t('bookings.money.noLines')}</p>;
  return (
    <table className="w-full text-sm" data-testid="calculation">
      {groups.map((g) => (
        <tbody key={g.group} className="border-b border-slate-200">
          <tr><th scope="rowgroup" colSpan={actions ? 4 : 3} className="pt-3 pb-1 text-left font-medium text-slate-700">{t(`bookings.money.group.${g.group}`)}</th></tr>
          {g.lines.map((l) => (
            <tr key={l.id} className="align-top">
              <td className="py-1 pr-2">{label(l)}
                <span className="block text-xs text-slate-500 sm:hidden">{l.quantity} × {money(l.unitPrice)}</span>
              </td>
              <td className="hidden py-1 pr-2 text-right tabular-nums text-slate-600 sm:table-cell">{l.quantity} × {money(l.unitPrice)}</td>
              <td className="py-1 text-right tabular-nums">{money(l.amount)}</td>
              {actions && <td className="py-0.5 pl-1 text-right whitespace-nowrap">{actions(l)}</td>}
            </tr>
          ))}
          {g.lines.length > 1 && (
            <tr><td colSpan={2} className="py-1 text-right text-slate-500">{t('bookings.money.subtotal')}</td><td className="py-1 text-right tabular-nums text-slate-700">{money(g.subtotal)}</td></tr>
          )}
        </tbody>
      ))}
    </table>
  );
}
