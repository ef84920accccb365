// Which webhook event a booking's stored version raises (partners/webhook-events.ts): created on
// create, cancelled on cancell, paid when a payment leaves nothing open of a total above 0, else
// changed; and the payload carries no guest's personal data.
import { describe, expect, it } from 'vitest';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { eventOf, eventPayload } from '@/upstream/modules/partners/webhook-events';

describe('webhook events of booking versions', () => {
  it('maps actions to events', () => {
    const open = { total: 10000, open: 10000 };
    const settled = { total: 10000, open: 0 };
    expect(eventOf('create', open)).toBe('booking.created');
    expect(eventOf('cancell', settled)).toBe('booking.cancelled');
    expect(eventOf('payment', settled)).toBe('booking.paid');
    expect(eventOf('markPaid', settled)).toBe('booking.paid');
    expect(eventOf('payment', open)).toBe('booking.changed');
    expect(eventOf('payment', { total: 0, open: 0 })).toBe('booking.changed');
    expect(eventOf('rooms', settled)).toBe('booking.changed');
    expect(eventOf('confirm', open)).toBe('booking.changed');
  });

  it('sends the booking\'s numbers and money, not its guests', () => {
    const d = { id: 'b', bookingNo: 'B1', offerNo: 'O1', state: 'confirmed', agency: null, dateFrom: '2027-01-01', dateTo: '2027-01-08', currency: 'EUR', total: 5, paid: 5, open: 0,
      rooms: [{ guests: [{ firstName: 'Secret', lastName: 'Guest' }] }], contactEmail: 'guest@example.com' } as unknown as TBookingDetail;
    const p = eventPayload('booking.paid', d, 'payment', 3, new Date('2026-01-01T00:00:00Z'));
    expect(p).toEqual({ type: 'booking.paid', timestamp: '2026-01-01T00:00:00.000Z', data: { id: 'b', bookingNo: 'B1', offerNo: 'O1', state: 'confirmed', agency: null, dateFrom: '2027-01-01', dateTo: '2027-01-08', currency: 'EUR', total: 5, paid: 5, open: 0, version: 3, action: 'payment' } });
    expect(JSON.stringify(p)).not.toMatch(/Secret|guest@example/);
  });
});
