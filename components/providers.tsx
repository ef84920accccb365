// Client providers for the whole app: snackbar, then TanStack Query. Failed queries and mutations
// reach the snackbar once, here, unless they opt out with `meta: { silent: true }` (e.g. a form
// that shows field errors itself). 4xx answers are not retried; others once.
'use client';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/errors';
import { SnackbarProvider, useSnackbar, type TSnackbarApi } from './snackbar';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

function QueryProvider({ children }: { children: ReactNode }) {
  // The snackbar API is stable for the provider's lifetime, so the client can keep it.
  const snackbar = useSnackbar();
  const [client] = useState(() => createQueryClient(snackbar));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function createQueryClient(snackbar: TSnackbarApi): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) snackbar.showError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) snackbar.showError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider>
      <QueryProvider>{children}</QueryProvider>
    </SnackbarProvider>
  );
}
