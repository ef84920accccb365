// The invoice behind a public link (/invoice/{token}, /club/invoice/{token}), rendered on the
// server: sender, recipient, lines, tax, totals, what is due by when, and its PDF (a link: API answers
// may not be framed, X-Frame-Options DENY). Readable without JavaScript. While something is due,
// the pay offer (components/payment/pay-offer.tsx): ?pay=deposit|full starts the provider's
// checkout for the invoice's booking on the server (POST /api/invoice/public/{token}/checkout) and
// redirects there; what is due and by whom is decided by the upstream, never by the link.
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { GuestFrame } from '@/components/shell/guest-frame';
import type { TInvoice } from '@/lib/contract/invoices';
import { ApiError } from '@/lib/errors';
import { formatDate, formatMoney } from '@/lib/format';
import { upstreamJson } from '@/lib/http/upstream-client';
import { payLevelOf, startInvoiceCheckout, type TCheckoutStart } from '@/lib/payment/start-checkout';
import { PayOffer } from '@/components/payment/pay-offer';

export const publicInvoiceMetadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' as const };

export async function loadPublicInvoice(token: string): Promise<TInvoice> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) notFound();
  try {
    return await upstreamJson<TInvoice>(`/api/invoice/public/${encodeURIComponent(token)}`);
  } catch (err) {
    if (err instanceof ApiError && err.parsed.status === 404) notFound();
    throw err;
  }
}

type TProps = { token: string; invoice: TInvoice; path: string; pay?: string | string[] };

/** The page behind a pay link: starts the checkout and leaves for the provider, or says why not. */
export async function payFromInvoice(token: string, inv: TInvoice, pay: string | string[] | undefined): Promise<TCheckoutStart['kind'] | undefined> {
  const level = payLevelOf(pay);
  if (!level) return undefined;
  const started = await startInvoiceCheckout(token, level, inv.language === 'en' ? 'en' : 'de');
  if (started.kind === 'redirect') redirect(started.url);
  return started.kind;
}

export async function PublicInvoice({ token, invoice: inv, path, pay }: TProps) {
  const payProblem = await payFromInvoice(token, inv, pay);
  const lang = inv.language === 'en' ? 'en' : 'de';
  const t = await getTranslations({ locale: lang, namespace: 'invoices.public' });
  const td = await getTranslations({ locale: lang, namespace: 'invoiceDoc' });
  const money = (v: number) => formatMoney(v, inv.currency, lang);
  const co = inv.company as Record<string, string | null>;
  const r = inv.recipient;
  const pdf = `/api/invoice/public/${encodeURIComponent(token)}/pdf`;
  return (
    <GuestFrame language={lang} showLogin={false}>
      <article className="mx-auto max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-8" data-testid="public-invoice">
        <header className="flex flex-wrap justify-between gap-4">
          <div className="text-sm">
            <p className="font-semibold">{co.name}</p>
            <p>{[co.street, [co.zip, co.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</p>
          </div>
          <div className="text-sm sm:text-right">
            <p className="font-medium">{r.name}</p>
            <p>{[r.street, [r.zip, r.city].filter(Boolean).join(' '), r.country].filter(Boolean).join(', ')}</p>
          </div>
        </header>
        <h1 className="text-2xl font-semibold">{inv.kind === 'credit_note' ? td('creditNote') : td('invoice')} {inv.number}</h1>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <div><dt className="text-slate-500">{td('date')}</dt><dd>{formatDate(inv.issueDate)}</dd></div>
          {inv.bookingNo && <div><dt className="text-slate-500">{td('booking')}</dt><dd>{inv.bookingNo}</dd></div>}
          {inv.serviceFrom && <div><dt className="text-slate-500">{td('servicePeriod')}</dt><dd>{formatDate(inv.serviceFrom)} – {formatDate(inv.serviceTo)}</dd></div>}
          {inv.kind === 'invoice' && <div><dt className="text-slate-500">{td('dueDate')}</dt><dd>{formatDate(inv.dueDate)}</dd></div>}
        </dl>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-slate-600"><tr><th className="p-2">{td('description')}</th><th className="p-2 text-right">{td('qty')}</th><th className="p-2 text-right">{td('amount')}</th></tr></thead>
            <tbody>
              {inv.lines.map((l) => (
                <tr key={l.position} className="border-t border-slate-100"><td className="p-2 break-words">{l.text}</td><td className="p-2 text-right">{l.quantity}</td><td className="p-2 text-right tabular-nums">{money(l.amount)}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="ml-auto max-w-sm space-y-1 text-sm tabular-nums">
          <div className="flex justify-between"><dt>{td('net')}</dt><dd>{money(inv.net)}</dd></div>
          {inv.taxBreakdown.filter((x) => x.rate > 0).map((x) => (
            <div key={x.rate} className="flex justify-between"><dt>{td(x.inclusive ? 'taxIncluded' : 'taxAdded', { rate: `${x.rate} %`, net: money(x.net) })}</dt><dd>{money(x.tax)}</dd></div>
          ))}
          <div className="flex justify-between font-semibold"><dt>{td('total')}</dt><dd data-testid="public-invoice-total">{money(inv.total)}</dd></div>
          {inv.kind === 'invoice' && inv.paidAmount !== 0 && <div className="flex justify-between"><dt>{td('paid')}</dt><dd>{money(-inv.paidAmount)}</dd></div>}
          {inv.kind === 'invoice' && <div className="flex justify-between font-semibold"><dt>{td('due')}</dt><dd>{money(inv.amountDue)}</dd></div>}
        </dl>
        {inv.exemptionNote && <p className="text-sm text-slate-700" data-testid="public-invoice-exemption">{inv.exemptionNote}</p>}
        {inv.creditedBy && <p className="rounded bg-amber-50 p-2 text-sm text-amber-900">{t('credited', { number: inv.creditedBy })}</p>}
        {inv.kind === 'invoice' && !inv.creditedBy && inv.amountDue > 0 && (
          <PayOffer lang={lang} hrefFor={(level) => `${path}?pay=${level}`} levels={inv.paidAmount === 0 ? ['full', 'deposit'] : ['full']}
            problem={payProblem === 'redirect' ? undefined : payProblem} fullLabel={money(inv.amountDue)} />
        )}
        <p><a className="font-medium text-sky-800 underline" href={pdf} data-testid="public-invoice-pdf">{t('pdf')}</a></p>
      </article>
    </GuestFrame>
  );
}
