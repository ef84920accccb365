import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { Providers } from '@/components/providers';
import { ServiceWorker } from '@/components/service-worker/service-worker';
import { webEnv } from '@/lib/env';
import './globals.css';

export const metadata: Metadata = { title: 'Tourbook', description: 'Bookings for dive centres, liveaboards and resorts' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <NextIntlClientProvider>
          <Providers>{children}</Providers>
          <ServiceWorker enabled={webEnv.isProduction} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
