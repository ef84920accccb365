// The member's own account (GET /api/users/self), handed to the profile screen's form.
'use client';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PROFILE_KEY, type TSelf } from '@/components/profile/profile-query';
import { apiFetch } from '@/lib/api/client-fetch';
import { QueryView } from './query-view';

export function ClubProfile({ render }: { render: (self: TSelf) => ReactNode }) {
  const q = useQuery({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => apiFetch<TSelf>('/api/users/self', { signal }) });
  return <QueryView query={q}>{render}</QueryView>;
}
