// What the mail module registers into the generic resources (docs/decisions/mail-sending.md):
//   /api/mailqueue    read, list and delete generic; create, update and copy none: mails are
//                     queued by the calls that send them and changed by plan and cancel only
//   /api/mailaccount  the SMTP password is write-only: sealed on the way in (secret-box.ts),
//                     never in an answer or a CSV; an empty password on update keeps the stored one
//   /api/mail/template the template text must compile (handlebars) to be saved
import { errors } from '../../http/errors';
import type { TDomainRegistration } from '../resources/binding';
import { templateError } from './render';
import { seal } from './secret-box';

function sealPassword(values: Record<string, unknown>): Record<string, unknown> {
  const { smtpPassword, ...rest } = values;
  if (typeof smtpPassword === 'string' && smtpPassword !== '') return { ...rest, smtpPassword: seal(smtpPassword) };
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

export const mailRegistration: TDomainRegistration = {
  module: 'mail',
  resources: {
    mailqueue: { owner: { leaves: { create: 'none', update: 'none', copy: 'none' } } },
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
