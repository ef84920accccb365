// Login and the account screens (register, password reset, verify, jump-to): interactive forms on
// TanStack Query and the snackbar. One layout for all of them, so a message shown before a client
// navigation (e.g. "password changed" on the way to the login) survives it.
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';

export default function AuthLayout({ children }: { children: ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}
