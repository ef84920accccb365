// The answer of GET /api/guestform/rooms (upstream/modules/form-access/booking-routes.ts) as the
// booking page reads it: the booking's guests, room by room, with their guest form.
export type TGuestRow = {
  index: number; customer: string | null; name: string; answered: boolean;
  form: { id: string; name: string; kind: string; status: string; submittedAt: string | null; linkActive: boolean } | null;
};
export type TGuestFormRooms = {
  booking: string; guests: number; forms: number; missing: number; unanswered: number;
  rooms: { bookingRoom: string; room: string; roomName: string; dateFrom: string; dateTo: string; guests: TGuestRow[] }[];
};
