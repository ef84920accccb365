// Documents kept on a booking (issue 16): document templates, generated documents stored on the
// booking, uploads, and the check-in QR code. docs/decisions/booking-documents.md.
import { z } from 'zod';

/** The document templates a booking can be rendered with (all PDFs). */
export const DOC_TEMPLATES = ['confirmation', 'voucher', 'invoice'] as const;
export type TDocTemplate = (typeof DOC_TEMPLATES)[number];

export const ZDocTemplate = z.object({
  id: z.enum(DOC_TEMPLATES),
  contentType: z.literal('application/pdf'),
  /** False while the booking cannot be rendered with it (invoice: no invoice in force). */
  available: z.boolean(),
});
export const ZDocTemplates = z.object({ data: z.array(ZDocTemplate) });

/** POST {id}/templates/{templateId}: render in another language than the booking's. */
export const ZRenderTemplate = z.strictObject({ language: z.enum(['de', 'en']).optional() });

export const ZStoreQuery = z.object({
  template: z.enum(DOC_TEMPLATES),
  /** The name the document is kept under (default: template and booking number). */
  store: z.string().trim().min(1).max(200).optional(),
});

export const ZUploadQuery = z.object({
  /** 1 (default): pictures are turned upright, scaled to at most 2560 px and stripped of metadata; 0 keeps the bytes. */
  optimize: z.enum(['0', '1']).optional(),
});

export const ZBookingDocument = z.object({
  id: z.uuid(),
  booking: z.uuid(),
  source: z.enum(['template', 'upload']),
  template: z.string().nullable(),
  name: z.string(),
  mimeType: z.string(),
  sizeInBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Where the bytes are served: GET /api/bookings/{id}/documents/{docId}. */
  url: z.string(),
  createdAt: z.string(),
});
export type TBookingDocument = z.infer<typeof ZBookingDocument>;
export const ZBookingDocuments = z.object({ data: z.array(ZBookingDocument) });

export const ZCheckinQr = z.object({
  /** The check-in reference: the booking's number (what the desk searches for). */
  reference: z.string(),
  svg: z.string(),
  /** The same code as a PNG data URL (for print and mail). */
  png: z.string(),
});
