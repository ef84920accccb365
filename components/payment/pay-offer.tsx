// The offer to pay online on the public pages (the widget's last step, /book/preview, the public
// invoice): the deposit and/or the full amount as plain links (GET ?pay=level) that start the
// provider's checkout on the server and redirect there. Links, not a form: the pages' CSP
// form-action 'self' would stop a form's redirect to the provider. Inside the widget's frame they
// open a new tab (payment providers refuse to be framed). No script.
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import type { TCheckoutStart, TPayLevelAsked } from '@/lib/payment/start-checkout';

/** The deposit rule's share (upstream/modules/online-payment/amount-due.ts). */
export const DEPOSIT_PERCENT = 30;

type TProps = {
  lang: 'de' | 'en';
  /** The address of a pay link for a level. */
  hrefFor: (level: TPayLevelAsked) => string;
  levels: readonly TPayLevelAsked[];
  problem?: Exclude<TCheckoutStart['kind'], 'redirect'>;
  newTab?: boolean;
  /** What the full amount is, when the page knows it (the invoice's amount due). */
  fullLabel?: string;
};

export async function PayOffer({ lang, hrefFor, levels, problem, newTab = false, fullLabel }: TProps) {
  const t = await getTranslations({ locale: lang, namespace: 'payment.offer' });
  const tab = newTab ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-3" data-testid="pay-offer">
      <h2 className="font-semibold">{t('title')}</h2>
      {problem && <p role="alert" className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">{t(problem === 'nothingOpen' ? 'nothing' : 'unavailable')}</p>}
      <p className="text-sm text-slate-600">{t(newTab ? 'hintNewTab' : 'hint')}</p>
      <div className="flex flex-wrap gap-2">
        {levels.map((level, i) => (
          <a key={level} href={hrefFor(level)} {...tab} className={buttonClasses({ variant: i === 0 ? 'primary' : 'secondary' })}>
            {level === 'deposit' ? t('deposit', { percent: DEPOSIT_PERCENT }) : fullLabel ? t('fullAmount', { amount: fullLabel }) : t('full')}
          </a>
        ))}
      </div>
    </div>
  );
}
