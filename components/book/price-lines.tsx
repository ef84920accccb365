// The calculation lines of a quote (texts from messages pricing.lines.*), subtotal, tax and total.
import { getLocale, getTranslations } from 'next-intl/server';
import type { TPricingResult } from '@/lib/contract/pricing';
import { formatMoney } from '@/lib/format';
import { lineLabel } from '@/lib/prices/line-label';
import { contentLanguage } from '@/lib/i18n/ui-language';

export async function PriceLines({ result }: { result: TPricingResult }) {
  const t = await getTranslations();
  const tb = await getTranslations('book');
  const locale = contentLanguage(await getLocale());
  const money = (v: number) => formatMoney(v, result.currency, locale);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{tb('summary.price')}</caption>
      <tbody>
        {result.lines.map((l, i) => (
          <tr key={i} className="border-b border-slate-100">
            <td className="py-1.5 pr-2">{lineLabel(t, locale, l.key, l.values, l.key)}</td>
            <td className="py-1.5 text-right whitespace-nowrap">{money(l.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-2 text-left font-semibold">{tb('results.total')}</th>
          <td className="pt-2 text-right font-semibold whitespace-nowrap" data-testid="booking-total">{money(result.total)}</td>
        </tr>
        {/* An exclusive tax is already one of the lines; an inclusive one is named here. */}
        {result.tax?.inclusive && (
          <tr>
            <td colSpan={2} className="text-right text-xs text-slate-600">
              {tb('summary.taxIncluded', { name: result.tax.name, rate: result.tax.rate, amount: money(result.tax.amount) })}
            </td>
          </tr>
        )}
      </tfoot>
    </table>
  );
}
