// The root layout: the document, its language and the styles, nothing that runs in the browser.
// Client providers live in the layouts of the route groups that need them (components/
// app-providers.tsx, components/i18n/scoped-messages.tsx), so public pages stay light.
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import './globals.css';

export const metadata: Metadata = { title: 'Tourbook', description: 'Bookings for dive centres, liveaboards and resorts' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">{children}</body>
    </html>
  );
}
