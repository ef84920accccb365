'use client';
// The logged-in user's scopes for client components deep in a screen (a field's picker, a dialog)
// that decide which actions to offer: the back-office layout hands them down once, from the session,
// and useMayScope applies the scope matcher (lib/access/scopes.ts) like the pages do. Offering is
// all it decides: the upstream checks every call. Outside the layout nobody holds a scope.
import { createContext, useContext, type ReactNode } from 'react';
import { hasScope } from '@/lib/access/scopes';

const ScopesContext = createContext<readonly string[]>([]);

export function SessionScopes({ scopes, children }: { scopes: readonly string[]; children: ReactNode }) {
  return <ScopesContext.Provider value={scopes}>{children}</ScopesContext.Provider>;
}

/** Whether the user holds `required` (one scope, as the upstream's requireScopes checks it). */
export function useMayScope(required: string): boolean {
  return hasScope(useContext(ScopesContext), required);
}
