// The active mail templates to choose from when sending (GET /api/mail/template).
'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client-fetch';

export type TTemplateOption = { id: string; name: string; kind: string | null; isActive: boolean };

export function useMailTemplates(enabled = true) {
  return useQuery({
    queryKey: ['mailtemplate', 'choices'],
    enabled,
    queryFn: async ({ signal }) => (await apiFetch<{ data: TTemplateOption[] }>('/api/mail/template', { signal, query: { size: 500, sort: 'name', order: 1 } })).data.filter((x) => x.isActive),
  });
}
