// Bodies of the booking price calls of api-calls 7.4 (issue 15): a product or addon added to the
// calculation, a line edited or renamed, the lines' order, a room stay's price variant.
import { z } from 'zod';
import { MAX_AMOUNT } from './money';

export const CUSTOMER_CHARGE_TYPES = ['Direct', 'ForFree', 'OnSite', 'Info', 'None'] as const;

/** Optional body of POST {id}/product/{product} and {id}/addon/{addon}. Without quantity the
 *  record's rule base counts the units (per person, day, night, dive day, dive, week...). */
export const ZPriceItem = z.strictObject({
  quantity: z.number().int().min(1).max(10_000).optional(),
  /** The guests (customer ids) the line is for; default every guest of the booking. */
  customers: z.array(z.uuid()).min(1).max(100).optional(),
  chargeType: z.enum(CUSTOMER_CHARGE_TYPES).default('Direct'),
  diveDays: z.number().int().min(0).max(366).optional(),
  dives: z.number().int().min(0).max(2000).optional(),
  text: z.string().trim().min(1).max(200).optional(),
});

/** Body of POST {id}/calculation/{calcId}: a line added by hand, changed. */
export const ZLineEdit = z.strictObject({
  text: z.string().trim().min(1).max(200).optional(),
  quantity: z.number().int().min(1).max(10_000).optional(),
  unitPrice: z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT).optional(),
}).refine((e) => Object.keys(e).length > 0, 'give text, quantity or unitPrice');

/** Body of POST {id}/{calcId}/rename. */
export const ZLineRename = z.strictObject({ text: z.string().trim().min(1).max(200) });

/** Body of POST {id}/sort: line ids in the wanted order (lines not named follow). */
export const ZLineSort = z.strictObject({ lines: z.array(z.uuid()).min(1).max(500) });

/** Body of POST {id}/variant/{room}/{customer}: a price variant id, or null for the plain price. */
export const ZVariantChoice = z.strictObject({ variant: z.uuid().nullable() });
