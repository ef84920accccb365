// Removing a blocker (POST /api/rooms/removeBlocker) from its bar on a calendar; every booking
// view reloads. Apart from the blocker dialog so that the calendar does not load the dialog's
// form code (and the contract schemas behind it) until someone opens it.
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client-fetch';
import { bookingKeys } from '@/lib/bookings/query-keys';

export function useRemoveBlocker() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch('/api/rooms/removeBlocker', { method: 'POST', body: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
