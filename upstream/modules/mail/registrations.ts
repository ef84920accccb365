// What the mail module registers into the generic resources (docs/decisions/mail-sending.md):
//   /api/mailqueue    read, list and delete generic; create: a mail written by hand, rendered
//                     (text part from the HTML or the reverse) and planned like any other;
//                     update none, copy refused (declaration copy: false): a queued mail changes by plan and cancel only
//   /api/mailaccount  the SMTP password is write-only: sealed on the way in (upstream/secrets/secret-box.ts),
//                     never in an answer or a CSV; an empty password on update keeps the stored one
//   /api/mail/template the template text must compile (handlebars) to be saved
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailQueue } from '../../db/schema';
import { errors } from '../../http/errors';
import type { TDomainRegistration, TMergeContext, TRow } from '../resources/binding';
import { countMove, moveReferences } from '../../db/move-references';
import { insertMails } from './outbox';
import { htmlToText, layout, templateError } from './render';
import { sealSecret } from '../../secrets/secret-box';
import { hideLinks } from './sealed-links';

function sealPassword(values: Record<string, unknown>): Record<string, unknown> {
  const { smtpPassword, ...rest } = values;
  if (typeof smtpPassword === 'string' && smtpPassword !== '') return { ...rest, smtpPassword: sealSecret(smtpPassword) };
  if (smtpPassword === null) return { ...rest, smtpPassword: null };
  return rest;
}

function checkTemplate(values: Record<string, unknown>): Record<string, unknown> {
  for (const field of ['subject', 'body'] as const) {
    for (const [lang, text] of Object.entries((values[field] as Record<string, string> | undefined) ?? {})) {
      const bad = templateError(String(text ?? ''));
      if (bad) throw errors.validation([{ path: `${field}.${lang}`, message: `Template does not compile: ${bad}` }]);
    }
  }
  return values;
}

/** POST /api/mailqueue: a mail written by hand. The sweep sends it (within a minute). */
async function createMail(tx: Db, body: Record<string, unknown>): Promise<TRow> {
  const str = (k: string) => (typeof body[k] === 'string' && body[k] !== '' ? String(body[k]) : null);
  const text = str('text');
  const html = str('html') ?? (text ? layout(text.split(/\r?\n\s*\r?\n/).map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>')}</p>`).join(''), 'en') : null);
  if (!html) throw errors.validation([{ path: 'text', message: 'A mail needs a text or an HTML body' }]);
  const [id] = await insertMails(tx, [{
    to: String(body.to), subject: String(body.subject), html, text: text ?? htmlToText(html), kind: 'manual',
    from: str('from'), replyTo: str('replyTo'), booking: str('booking'), customer: str('customer'), template: str('template'),
    attachments: Array.isArray(body.attachments) ? body.attachments as never : [],
    plannedAt: typeof body.plannedAt === 'string' ? new Date(body.plannedAt) : undefined,
  }]);
  const [row] = await tx.select().from(mailQueue).where(eq(mailQueue.id, id));
  return row as unknown as TRow;
}

/** A customer merge: the duplicate's queued and sent mails now name the customer that stays. */
async function mergeCustomer(tx: Db, keepId: string, goneId: string, ctx: TMergeContext): Promise<void> {
  countMove(ctx.moved, 'mailqueue', await moveReferences(tx, mailQueue.customer, keepId, goneId));
}

export const mailRegistration: TDomainRegistration = {
  module: 'mail',
  onRecord: { customers: { merge: mergeCustomer } },
  resources: {
    mailqueue: {
      owner: { leaves: { update: 'none' }, create: createMail },
      hooks: {
        // A booking's mail only for those who may read that booking: the generic booking rule
        // (resources/store.ts). The sealed links of a mail never reach a reader (sealed-links.ts).
        redact: (r) => ({ ...r, html: hideLinks(r.html as string | null), text: hideLinks(r.text as string | null) }),
      },
    },
    mailaccount: {
      hooks: {
        hiddenColumns: ['smtpPassword'],
        beforeCreate: (v) => sealPassword(v),
        beforeUpdate: (v) => sealPassword(v),
      },
    },
    mailtemplate: { hooks: { beforeCreate: (v) => checkTemplate(v), beforeUpdate: (v) => checkTemplate(v) } },
  },
};
