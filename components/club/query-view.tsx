// Loading, failure and empty states of one club tab's query, so each tab draws only its data.
'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorState, Spinner } from '@/components/ui';

export function QueryView<T>({ query, empty, children }: { query: UseQueryResult<T>; empty?: (d: T) => boolean; children: (d: T) => ReactNode }) {
  const t = useTranslations('club');
  if (query.isPending) return <div className="flex justify-center p-10"><Spinner size="lg" label={t('loading')} /></div>;
  if (query.isError) return <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => query.refetch()}>{t('retry')}</Button>} />;
  if (empty?.(query.data)) return <EmptyState title={t('empty')} />;
  return <>{children(query.data)}</>;
}
