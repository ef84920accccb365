// /payment/success and /payment/aborted: what happened to the guest's payment and what comes next,
// in the booking's language (else the link's, else the visitor's). Server-rendered and script-free;
// the state comes from the upstream's check, never from the query string.
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { GuestFrame } from '@/components/shell/guest-frame';
import { ScriptFree } from '@/components/book/script-free';
import { buttonClasses } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import type { TRawQuery } from '@/lib/book/query';
import { loadPaymentOutcome } from '@/lib/payment/outcome';
import { requireRoute } from '@/lib/session/require-route';
import { contentLanguage } from '@/lib/i18n/ui-language';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] ?? '' : v ?? '').trim();

export async function PaymentResultPage({ which, searchParams }: { which: 'success' | 'aborted'; searchParams: TRawQuery }) {
  const path = `/payment/${which}`;
  const session = await requireRoute(path);
  const no = first(searchParams.no);
  const checkout = first(searchParams.checkout);
  const result = await loadPaymentOutcome(which, no, checkout);
  const asked = first(searchParams.lang);
  const lang = result.kind === 'ok' ? result.outcome.language : asked === 'en' || asked === 'de' ? asked : contentLanguage(await getLocale());
  const t = await getTranslations({ locale: lang, namespace: 'payment' });
  const tb = await getTranslations({ locale: lang, namespace: 'book' });
  let title = t(which === 'success' ? 'successTitle' : 'abortedTitle');
  let lines: string[];
  let tone = 'bg-amber-50 text-amber-900';
  if (result.kind !== 'ok') {
    lines = [t(result.kind === 'notFound' ? 'notFound' : 'failed')];
  } else {
    const o = result.outcome;
    const state = tb.has(`preview.states.${o.bookingState}`) ? tb(`preview.states.${o.bookingState}`) : o.bookingState;
    const amount = formatMoney(o.amount, o.currency, lang);
    if (o.status === 'paid') {
      title = t('successTitle');
      tone = 'bg-emerald-50 text-emerald-900';
      lines = [t('paid', { amount, number: o.number }), t('paidNext', { state })];
    } else if (which === 'aborted' || o.status === 'expired') {
      lines = [which === 'aborted' ? t('aborted') : t('expired', { number: o.number }), t('abortedNext', { number: o.number, state })];
    } else {
      lines = [t('open', { number: o.number }), t('openNext')];
    }
  }
  const again = `${path}?${new URLSearchParams({ no, checkout, lang }).toString()}`;
  return (
    <GuestFrame language={lang} showLogin={!session}>
      <ScriptFree />
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <section className={`space-y-2 rounded-lg p-4 ${tone}`} data-testid="payment-result" data-status={result.kind === 'ok' ? result.outcome.status : result.kind}>
          {lines.map((l, i) => <p key={i} className={i === 0 ? 'font-medium' : 'text-sm'}>{l}</p>)}
        </section>
        {result.kind === 'ok' && result.outcome.status === 'open' && (
          <Link href={again} prefetch={false} className={buttonClasses({ variant: 'secondary' })}>{t('reload')}</Link>
        )}
      </div>
    </GuestFrame>
  );
}
