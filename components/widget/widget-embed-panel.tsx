// Below a widget's form on /widget-admin/:id: the snippet for the operator's site (the loader and a
// plain link that works without JavaScript), with a copy button, and a live preview of the saved
// widget in a frame (this site may frame its widgets: proxy.ts). It reads the record through the
// form's own query, so a save shows at once.
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { screenById, screenResource } from '@/lib/resources/screens';
import { useRecord } from '@/components/resources/form/resource-form';

export function widgetSnippet(origin: string, slug: string, linkText: string): string {
  const href = `${origin}/widget/${encodeURIComponent(slug)}`;
  const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return `<a href="${esc(href)}" data-tourbook-widget>${esc(linkText)}</a>\n<script src="${esc(origin)}/widget-loader.js" async></script>`;
}

export function WidgetEmbedPanel({ id, origin }: { id: string; origin: string }) {
  const t = useTranslations('widgetAdmin');
  const record = useRecord(screenResource(screenById('widget')), id);
  const [copied, setCopied] = useState(false);
  const w = record.data as { slug?: string | null; isActive?: boolean; allowedOrigins?: string[]; updatedAt?: string } | undefined;
  if (!w?.slug) return null;
  const snippet = widgetSnippet(origin, w.slug, t('linkText'));
  const origins = w.allowedOrigins ?? [];
  return (
    <section className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="widget-embed-title" data-testid="widget-embed">
      <h2 id="widget-embed-title" className="text-lg font-semibold">{t('snippetTitle')}</h2>
      <p className="text-sm text-slate-600">{t('snippetHint')}</p>
      <Textarea readOnly rows={3} value={snippet} className="font-mono text-xs" aria-label={t('snippetTitle')} data-testid="widget-snippet" />
      <div className="flex items-center gap-3">
        <Button type="button" variant="secondary" onClick={() => { void navigator.clipboard?.writeText(snippet).then(() => setCopied(true)); }}>{t('copy')}</Button>
        {copied && <span role="status" className="text-sm text-emerald-800">{t('copied')}</span>}
      </div>
      <p className="text-sm text-slate-600">{origins.length ? t('allowedHint', { origins: origins.join(', ') }) : t('noOrigins')}</p>
      <h3 className="font-semibold">{t('previewTitle')}</h3>
      {w.isActive === false ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('inactive')}</p> : (
        <>
          <p className="text-sm text-slate-600">{t('previewHint')}</p>
          <iframe key={w.updatedAt ?? ''} src={`/widget/${encodeURIComponent(w.slug)}`} title={t('previewTitle')} className="h-[640px] w-full rounded-md border border-slate-200" />
        </>
      )}
    </section>
  );
}
