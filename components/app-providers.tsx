// What the interactive screens (back office, login, account forms) need around them on the
// client: all messages, TanStack Query with the snackbar, and the service worker registration.
// Used by those route groups' layouts, not by the root layout: the public, server-rendered pages
// (/book, /widget, ...) need none of it, and it cost them ~50 kB of JavaScript and ~50 kB of
// messages in every HTML (docs/benchmarks.md, workload 6).
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers';
import { ServiceWorker } from '@/components/service-worker/service-worker';
import { webEnv } from '@/lib/env';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <Providers>{children}</Providers>
      <ServiceWorker enabled={webEnv.isProduction} />
    </NextIntlClientProvider>
  );
}
