// What the booking action answers to the lead-guest form (no server-only imports: the client
// form reads it).
import type { TLeadError, TLeadField } from '@/lib/book/lead';

export type TLeadState =
  | { status: 'idle'; values?: Record<string, string> }
  | { status: 'invalid'; values: Record<string, string>; errors: Partial<Record<TLeadField, TLeadError>> }
  /** The room went to someone else meanwhile (409): offer the search again. */
  | { status: 'taken'; values: Record<string, string>; again: string }
  | { status: 'rateLimited'; values: Record<string, string> }
  | { status: 'failed'; values: Record<string, string> };
