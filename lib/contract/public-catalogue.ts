// What the public booking pages may read of the catalogue (api-calls 7.6): room types, vessels and
// add-ons of a visible resort or vessel. Only visible, active records; no internal fields.
import { z } from 'zod';

const ZText = z.record(z.string(), z.string()).nullable();

export const ZPublicRoomType = z.object({
  id: z.uuid(), name: z.string(), description: ZText, images: z.array(z.string()),
  defaultNoOfPax: z.number().int(), minNoOfPax: z.number().int(), maxNoOfPax: z.number().int(), sizeInSqm: z.number().int().nullable(),
});

export const ZPublicVessel = z.object({
  id: z.uuid(), name: z.string(), description: ZText, images: z.array(z.string()),
  maxGuests: z.number().int().nullable(), lengthInM: z.number().nullable(), buildYear: z.number().int().nullable(), homePort: z.string().nullable(),
});

/** A supplement a guest can add (or that is added anyway when mandatory); amount in minor units. */
export const ZPublicAddon = z.object({
  id: z.uuid(), name: z.string(), description: ZText, mode: z.string(), ruleBase: z.string(),
  amount: z.number().int(), percent: z.number().nullable(), currency: z.string(), mandatory: z.boolean(),
});

export const ZAssetQuery = z.object({ asset: z.uuid() });
