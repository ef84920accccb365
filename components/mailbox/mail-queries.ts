// The /mail screen's server data: query keys and the answers of the mailbox calls (api-calls 7.15).
import { apiFetch } from '@/lib/api/client-fetch';

export type TMailAccount = { id: string; name: string; email: string; hasLogin: boolean; checkedAt: string | null; lastError: string | null };
export type TFolder = { path: string; name: string; specialUse: string | null; messages: number; unseen: number };
export type TAddress = { name: string; address: string };
export type TMailItem = { uid: number; subject: string; from: TAddress[]; date: string | null; seen: boolean; hasAttachments: boolean; guest: { id: string; fullName: string } | null };
export type TMailPage = { data: TMailItem[]; total: number; page: number; size: number };
export type TGuestBooking = { id: string; bookingNo: string | null; title: string | null; state: string; dateFrom: string | null; dateTo: string | null };
export type TMailBody = {
  uid: number; subject: string; from: TAddress[]; to: TAddress[]; cc: TAddress[]; date: string | null; html: string | null; text: string | null;
  attachments: { index: number; filename: string; contentType: string; size: number }[];
  guest: { id: string; fullName: string } | null; bookings: TGuestBooking[];
};

export const PAGE_SIZE = 25;

export const mailKeys = {
  all: ['mailbox'] as const,
  accounts: () => [...mailKeys.all, 'accounts'] as const,
  folders: (account: string) => [...mailKeys.all, account, 'folders'] as const,
  mails: (account: string, folder: string, page: number) => [...mailKeys.all, account, 'mails', folder, page] as const,
  body: (account: string, folder: string, uid: number) => [...mailKeys.all, account, 'body', folder, uid] as const,
};

export const fetchAccounts = (signal?: AbortSignal) => apiFetch<TMailAccount[]>('/api/mail/accounts', { signal });
export const fetchFolders = (account: string, signal?: AbortSignal) => apiFetch<TFolder[]>('/api/mail/folders', { query: { account }, signal });
export const fetchMails = (account: string, folder: string, page: number, signal?: AbortSignal) =>
  apiFetch<TMailPage>('/api/mail/mails', { query: { account, folder, page, size: PAGE_SIZE }, signal });
export const fetchBody = (account: string, folder: string, uid: number, signal?: AbortSignal) =>
  apiFetch<TMailBody>('/api/mail/body', { query: { account, folder, uid }, signal });

export const attachmentUrl = (account: string, folder: string, uid: number, index: number) =>
  `/api/mail/attachment?${new URLSearchParams({ account, folder, uid: String(uid), index: String(index) })}`;

export const addressText = (list: TAddress[]) => list.map((a) => (a.name ? `${a.name} <${a.address}>` : a.address)).join(', ');
