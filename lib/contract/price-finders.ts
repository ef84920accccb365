// Wire contract of the price finders of api-calls 7.7: the value sets of a price list, what each
// calculation type means, a price list's entries with names, and the finders by resort.
import { z } from 'zod';

const ZRefName = z.object({ id: z.uuid(), name: z.string() });

export const ZPriceTypes = z.object({
  status: z.array(z.string()),
  calculationTypes: z.array(z.string()),
  priceBases: z.array(z.string()),
  discountModes: z.array(z.string()),
  surchargeTypes: z.array(z.string()),
  taxStatus: z.array(z.string()),
});

/** What a calculation type charges: per person or per room, per night (resort) or per stay (vessel). */
export const ZCalculationType = z.object({ value: z.string(), resortBasis: z.string(), vesselBasis: z.string() });

export const ZPriceListSummary = z.object({
  id: z.uuid(), name: z.string(), status: z.string(), validFrom: z.string().nullable(), validTo: z.string().nullable(),
  currencies: z.array(z.string()), calculationType: z.string().nullable(),
});

/** One entry of a price list, its references named; amount in minor units. */
export const ZResolvedPriceEntry = z.object({
  index: z.number().int(),
  roomType: ZRefName.nullable(),
  variant: ZRefName.nullable(),
  season: z.object({ index: z.number().int(), name: z.string().nullable(), from: z.string(), to: z.string() }).nullable(),
  noOfPax: z.number().int().nullable(),
  amount: z.number().int(),
  currency: z.string(),
});

export const ZPriceEntries = z.object({ priceList: ZPriceListSummary, entries: z.array(ZResolvedPriceEntry) });

export const ZFindPriceQuery = z.object({
  from: z.iso.date().optional(),
  /** Last night of the stay (inclusive); default: from. */
  to: z.iso.date().optional(),
});

export const ZFindPriceEntryQuery = z.object({
  resort: z.uuid(),
  roomType: z.uuid(),
  /** The night to price; default today. */
  date: z.iso.date().optional(),
  variant: z.uuid().optional(),
  /** The entry for guests beyond this number (AdditionalCustomer); default: the base price. */
  noOfPax: z.coerce.number().int().min(0).max(100).optional(),
});

export const ZFoundPriceEntry = z.object({ priceList: ZPriceListSummary, entry: ZResolvedPriceEntry });
