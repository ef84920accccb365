// The frame of /widget/{slug} in place of the guest frame: the widget's logo and colour, no menu,
// no login, no language switch (the widget has its language). When the page is framed by one of
// the widget's sites, a small inline script (the request's CSP nonce) tells that site the page's
// height, so the loader (public/widget-loader.js) can size the frame; it posts to that origin only.
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { TWidgetEmbed } from '@/lib/contract/widget';
import { resizeScript } from '@/lib/widget/resize-script';

function nonceOf(csp: string | null): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? '')?.[1] ?? null;
}

export async function WidgetFrame({ widget, children }: { widget: TWidgetEmbed; children: ReactNode }) {
  const nonce = nonceOf((await headers()).get('content-security-policy'));
  const t = await getTranslations('widget');
  const c = widget.color;
  // The colour is checked to be #rrggbb (upstream widget-embed.ts), so it cannot end the rule.
  const accent = c ? `.tb-widget .bg-sky-700{background-color:${c}}.tb-widget .hover\\:bg-sky-800:hover{background-color:${c};filter:brightness(.9)}.tb-widget .text-sky-800{color:${c}}.tb-widget .tb-accent{border-color:${c}}` : '';
  return (
    <div id="tb-widget" className="tb-widget">
      {accent && <style>{accent}</style>}
      <meta name="robots" content="noindex" />
      {widget.logo && (
        <header className="tb-accent flex items-center border-b-4 border-sky-700 bg-white px-3 py-2 sm:px-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- an operator's logo from anywhere; no optimiser */}
          <img src={widget.logo} alt="" className="h-10 w-auto max-w-[60%] object-contain" />
        </header>
      )}
      <main id="main" className="mx-auto max-w-3xl p-3 sm:p-4">{children}</main>
      <footer className="mx-auto max-w-3xl px-3 pb-3 text-xs text-slate-500 sm:px-4">{t('poweredBy')}</footer>
      {nonce && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: resizeScript(widget.slug, widget.allowedOrigins) }} />}
    </div>
  );
}
