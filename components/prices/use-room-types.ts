// The room types (resort) or cabin types (vessel) of the price list's asset: the grid's rows.
'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer } from '@/lib/contract/listing';

export type TRoomType = { id: string; name: string };

export function useRoomTypes(asset: { kind: 'resort' | 'vessel'; id: string } | null) {
  return useQuery({
    queryKey: ['prices', 'roomtypes', asset?.kind ?? '', asset?.id ?? ''],
    enabled: asset !== null,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<TRoomType[]> => {
      const answer = await apiFetch<TListAnswer<Record<string, unknown> & { id: string }>>('/api/roomtypes', {
        query: { size: 0, filter: JSON.stringify({ [asset!.kind]: asset!.id }) },
        signal,
      });
      return answer.data
        .map((r) => ({ id: r.id, name: typeof r.name === 'string' && r.name !== '' ? r.name : r.id }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}
