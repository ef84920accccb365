// A NextIntlClientProvider that hands the browser only the named parts of the messages (see
// lib/i18n/pick-messages.ts). Without `messages`, next-intl 4 serialises ALL messages into the
// page's HTML; public pages use this so their client components get what they read, no more.
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, type TMessages } from '@/lib/i18n/pick-messages';

export async function ScopedMessages({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  const messages = (await getMessages()) as TMessages;
  return <NextIntlClientProvider messages={pickMessages(messages, paths)}>{children}</NextIntlClientProvider>;
}
