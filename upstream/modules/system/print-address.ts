// GET /api/p/r/{type}/{template}/{context} (api-calls 7.13): one address for every printout,
// built from what is printed (type), how (template) and of which record (context), answered with
// a redirect to the printout's own call, which checks access and renders. Screens and links then
// build a print address without knowing each module's path; the modules keep their calls.
// Decisions: docs/decisions/remaining-calls.md.

export const PRINT_TYPES = ['booking', 'agency', 'schedule', 'vessellist', 'resort', 'guestform'] as const;
export type TPrintType = (typeof PRINT_TYPES)[number];

const seg = encodeURIComponent;

/** The printout's own path (without query), or null when the type has no such template. */
export function printPath(type: TPrintType, template: string, context: string): string | null {
  const t = seg(template);
  const id = seg(context);
  switch (type) {
    case 'booking':
      if (template === 'voucher') return `/api/bookings/${id}/voucher`;
      return ['invoice', 'xrechnung', 'facturx', 'confirmation'].includes(template) ? `/api/bookings/${id}/download?template=${t}` : null;
    case 'agency': return `/api/agencies/${id}/print/${t}`;
    case 'schedule': return `/api/schedules/${id}/printList/${t}`;
    case 'vessellist': return `/api/vessellist/${t}/print/${id}`;
    case 'resort': return `/api/resort/${id}/print/${t}`;
    case 'guestform': return template === 'form' ? `/api/guestform/${id}/print` : null;
  }
}
