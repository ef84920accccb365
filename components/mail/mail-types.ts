// Wire shapes of the mail queue screens (lib/contract/mail.ts and the mailqueue resource).
import type { z } from 'zod';
import type { ZFailedJob, ZMailQueueStatistics, ZScheduledMail } from '@/lib/contract/mail';

export type TQueuedMail = {
  id: string; subject: string; to: string; from: string | null; status: string; attempts: number; lastError: string | null;
  plannedAt: string | null; sentAt: string | null; kind: string | null; booking: string | null; html: string | null; text: string | null;
  attachments: { filename: string; contentType: string; content: string }[];
};
export type TMailStats = z.infer<typeof ZMailQueueStatistics>;
export type TFailedJob = z.infer<typeof ZFailedJob>;
export type TScheduled = z.infer<typeof ZScheduledMail>;

export const MAIL_STATUS_STYLE: Record<string, string> = {
  planned: 'bg-sky-100 text-sky-900', sending: 'bg-amber-100 text-amber-900', sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900', cancelled: 'bg-slate-200 text-slate-700',
};
