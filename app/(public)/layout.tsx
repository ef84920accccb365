// The public, server-rendered pages (/book, /widget, invoices, forms, payment results): no query
// client, no snackbar, no service worker, and on the client only the messages of this group's
// error screen. The booking step adds its form's own (booking-step.tsx); the language switch gets
// its labels from the server (components/shell/guest-frame.tsx).
import type { ReactNode } from 'react';
import { ScopedMessages } from '@/components/i18n/scoped-messages';

export default function PublicLayout({ children }: { children: ReactNode }) {
  return <ScopedMessages paths={['routeError']}>{children}</ScopedMessages>;
}
