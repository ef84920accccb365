// What the answer action gives back to the public form (no server-only imports: the client form
// reads it).
import type { TInputError, TInputValues } from '@/lib/guest-form/answers';

export type TAnswerState =
  | { status: 'idle' }
  /** Stored: the answers as the server keeps them, and when. */
  | { status: 'saved'; values: TInputValues; submittedAt: string; files?: Record<string, TFileOutcome> }
  | { status: 'invalid'; values: TInputValues; errors: Record<string, TInputError> }
  /** closed: staff closed the form meanwhile; gone: the link opens no form; failed: anything else. */
  | { status: 'closed' | 'gone' | 'failed'; values: TInputValues };

/** The hidden fields that say which form the answers are for. */
export type TAnswerTarget = { kind: 'form' | 'guestform'; id: string; token: string; layout: '' | 'single' | 'multi' };

/** What became of a file sent with a guest form (per file question). */
export type TFileOutcome = 'sent' | 'tooLarge' | 'type' | 'failed';
