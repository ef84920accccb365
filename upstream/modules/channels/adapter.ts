// The channel interface (issue 37 item 2): what the product asks of any channel manager or OTA.
// Availability and rates go out per room type of the channel and a range of days; booking changes
// come in as revisions since a cursor, each acknowledged once it is recorded here. One real
// implementation: Channex.io (channex.ts). Money is in minor units of its currency.

/** A range of days [dateFrom, dateTo] (both inclusive, YYYY-MM-DD) with one value. */
export type TAvailabilityValue = { roomTypeId: string; dateFrom: string; dateTo: string; availability: number };
export type TRateValue = { ratePlanId: string; dateFrom: string; dateTo: string; rate: number; currency: string };

export type TChangeKind = 'created' | 'modified' | 'cancelled';

/** One room of a booking revision, as the channel names it. Dates: arrival and departure day. */
export type TChangeRoom = { roomTypeId: string; ratePlanId: string | null; dateFrom: string; dateTo: string; adults: number; children: number };

/** One revision of a channel's booking, normalised. `revision` orders the revisions of one
 *  booking (text of equal width: an ISO timestamp); `ackId` is what acknowledge() takes. */
export type TChannelChange = {
  ackId: string;
  externalId: string;
  revision: string;
  kind: TChangeKind;
  /** The reference the guest and the OTA know (e.g. Booking.com's reservation number). */
  reference: string | null;
  /** The OTA the booking was made on (Booking.com, Expedia, ...). */
  source: string | null;
  rooms: TChangeRoom[];
  guest: { firstName: string; lastName: string; email: string | null; phone: string | null; language: string | null };
  /** The channel's total in minor units, or null when it sent none. */
  amount: number | null;
  currency: string | null;
  notes: string | null;
  /** The revision as the channel sent it (kept in the update log). */
  raw: Record<string, unknown>;
};

export type TPushResult = { reference: string | null; warnings: string[] };

export interface TChannelAdapter {
  readonly system: string;
  pushAvailability(values: TAvailabilityValue[]): Promise<TPushResult>;
  pushRates(values: TRateValue[]): Promise<TPushResult>;
  /** The changes not acknowledged yet (since the cursor, for channels that page by one). */
  pullChanges(cursor: string | null): Promise<{ changes: TChannelChange[]; cursor: string | null }>;
  acknowledge(ackId: string): Promise<void>;
}

/** A channel's answer that was not a success: the status and the channel's own words. */
export class ChannelError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'ChannelError';
  }
}
