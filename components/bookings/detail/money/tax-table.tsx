// The tax breakdown of the booking (detail.taxes): rate, net, tax, gross per rate, inclusive or
// exclusive; lines without tax data as their own row.
'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { formatMoney } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function TaxTable({ booking }: { booking: TBookingDetail }) {
  const t = useTranslations();
  const locale = contentLanguage(useLocale());
  const money = (v: number) => formatMoney(v, booking.currency, locale);
  if (booking.taxes.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-sm" data-testid="tax-breakdown">
        <caption className="pb-1 text-left font-medium text-slate-700">{t('bookings.money.taxTitle')}</caption>
        <thead className="text-slate-500">
          <tr>
            <th scope="col" className="py-1 text-left font-normal">{t('bookings.money.rate')}</th>
            <th scope="col" className="py-1 text-right font-normal">{t('bookings.money.net')}</th>
            <th scope="col" className="py-1 text-right font-normal">{t('bookings.money.tax')}</th>
            <th scope="col" className="py-1 text-right font-normal">{t('bookings.money.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {booking.taxes.map((g, i) => (
            <tr key={i} className="border-t border-slate-100">
              <td className="py-1">{g.name === null ? t('bookings.money.noTax')
                : t('bookings.money.rateLabel', { name: g.name, rate: g.rate, mode: g.inclusive ? 'inclusive' : 'exclusive' })}</td>
              <td className="py-1 text-right tabular-nums">{money(g.net)}</td>
              <td className="py-1 text-right tabular-nums">{money(g.tax)}</td>
              <td className="py-1 text-right tabular-nums">{money(g.gross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
