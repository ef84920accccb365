// Names for the price grid: the room types of the list's resort or vessel (its rows, sorted by
// name) and the chosen variants.
'use client';
import { useMemo } from 'react';
import { useRefLabels } from '@/components/resources/form/ref-data';
import { resourceByName } from '@/lib/contract/resources';
import { useRoomTypes } from './use-room-types';

const VARIANTS = { resource: resourceByName('pricevariant')!, key: 'id' } as const;

export function usePriceLabels(asset: { kind: 'resort' | 'vessel'; id: string } | null, variantIds: readonly string[]) {
  const roomTypes = useRoomTypes(asset);
  const variantName = useRefLabels(VARIANTS, variantIds);
  return useMemo(() => {
    const names = new Map((roomTypes.data ?? []).map((r) => [r.id, r.name]));
    return {
      roomTypes: roomTypes.data ?? [],
      roomTypeIds: (roomTypes.data ?? []).map((r) => r.id),
      roomTypeName: (id: string) => names.get(id) ?? id,
      variantName,
      roomTypesReady: roomTypes.isSuccess,
      roomTypesError: roomTypes.isError,
    };
  }, [roomTypes.data, roomTypes.isSuccess, roomTypes.isError, variantName]);
}
