// The Signature element (beyond the spec's 15 element types, issue 20): the signer types their
// name and may draw the signature (an SVG path of the strokes). The upstream checks that the form
// they saw is the one it holds (formHash), stamps the time and seals the answers with a SHA-256
// hash of the form's content (upstream/modules/form-definitions/signatures.ts).
import { z } from 'zod';

const HEX64 = /^[0-9a-f]{64}$/;
/** Strokes as absolute moves and lines in whole pixels of the pad: `M10 20L12 24 ...`. */
export const SIGNATURE_PATH = /^M\d{1,4} \d{1,4}(?: ?[ML]\d{1,4} \d{1,4})*$/;
export const SIGNATURE_PATH_MAX = 30000;
/** The drawing pad's size (the path's coordinate box). */
export const SIGNATURE_PAD = { width: 600, height: 200 } as const;

/** What the signer sends. */
export const ZSignatureInput = z.strictObject({
  name: z.string().trim().min(1).max(200),
  path: z.string().max(SIGNATURE_PATH_MAX).regex(SIGNATURE_PATH, 'Not a drawn signature').optional(),
  /** The hash of the form as the signer's page showed it (TPublicForm.formHash). */
  formHash: z.string().regex(HEX64, 'Not a form hash'),
});
export type TSignatureInput = z.infer<typeof ZSignatureInput>;

/** What is stored as the answer. */
export const ZSignature = z.object({
  name: z.string(),
  method: z.enum(['drawn', 'typed']),
  path: z.string().optional(),
  /** When the server took the signature (its clock). */
  signedAt: z.string(),
  /** The definition's version signed, and the SHA-256 of its content. */
  version: z.number().int(),
  formHash: z.string(),
  /** SHA-256 of the form's content at signing: the version's hash, every other answer and the
   *  signature itself (name, drawing, time), as canonical JSON. */
  contentHash: z.string(),
});
export type TSignature = z.infer<typeof ZSignature>;

export const isSignature = (v: unknown): v is TSignature => ZSignature.safeParse(v).success;

/** One signature of a stored form, checked again by the server (GET /api/form/{id}/signatures). */
export const ZSignatureCheck = z.object({
  key: z.string(),
  name: z.string(),
  method: z.enum(['drawn', 'typed']),
  signedAt: z.string(),
  version: z.number().int(),
  contentHash: z.string(),
  /** True when the stored answers and the version still give the stored hash. */
  valid: z.boolean(),
});
export type TSignatureCheck = z.infer<typeof ZSignatureCheck>;
