// The configuration audit trail (issue 38 item 6): GET /api/settings/audit and its entries.
// Entries are append-only: who changed which setting, price list, role or user, when, and the
// changed fields before and after (secrets masked as MASKED).
import { z } from 'zod';

export const CONFIG_AUDIT_KINDS = ['setting', 'pricelist', 'role', 'user'] as const;
export const ZConfigAuditKind = z.enum(CONFIG_AUDIT_KINDS);
export type TConfigAuditKind = z.infer<typeof ZConfigAuditKind>;
export const ZConfigAuditAction = z.enum(['create', 'update', 'delete']);
export type TConfigAuditAction = z.infer<typeof ZConfigAuditAction>;

/** What a secret's value (a password hash, a token, an API key) is shown as. */
export const MASKED = '••••••';

export const ZConfigAuditQuery = z.object({
  /** From this instant (inclusive), ISO date or date-time. */
  from: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
  /** Up to this instant (exclusive); a date means up to the end of that day. */
  to: z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional(),
  kind: ZConfigAuditKind.optional(),
  /** The user who made the change. */
  user: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type TConfigAuditQuery = z.infer<typeof ZConfigAuditQuery>;

export const ZConfigAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.string().nullable(),
  /** Null: the application itself. */
  userName: z.string().nullable(),
  kind: ZConfigAuditKind,
  action: ZConfigAuditAction,
  /** The settings group's name or the record's id. */
  recordId: z.string(),
  label: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TConfigAuditEntry = z.infer<typeof ZConfigAuditEntry>;

export const ZConfigAuditPage = z.object({
  data: z.array(ZConfigAuditEntry), total: z.number().int(), page: z.number().int(), size: z.number().int(),
  /** The names of the records the changes point at, by id (a deleted record's id has none). */
  names: z.record(z.string(), z.string()),
});
export type TConfigAuditPage = z.infer<typeof ZConfigAuditPage>;
