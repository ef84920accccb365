// Mail: messages, templates, the send queue, accounts, schedules and text blocks. Known by name
// only in the spec; field choices in docs/decisions/resources.md. Mail account secrets are not
// stored here (the OAuth connect call of api-calls 7.15 owns them).
import { alsoScopes, defineResource, f } from './define';
import { LANGUAGES, MESSAGE_KINDS } from './enums';

const templateScopes = alsoScopes(['mailtemplates.update'], ['mailtemplates.update']);

export const mail = defineResource({
  name: 'mail', base: '/api/mail', scope: 'mail', label: 'subject', defaultSort: { field: 'date', order: -1 },
  fields: {
    subject: f.text({ required: true, max: 500, search: true, sort: true }),
    account: f.ref('mailaccount'),
    folder: f.text({ max: 200, default: 'INBOX', filter: true }),
    from: f.text({ format: 'email', search: true, sort: true, filter: true }),
    to: f.textList({ format: 'email' }),
    cc: f.textList({ format: 'email' }),
    body: f.text({ format: 'multiline' }),
    date: f.datetime({ sort: true, filter: true }),
    read: f.bool(false, { filter: true }),
    booking: f.ref('bookings'),
    customer: f.ref('customers'),
  },
});

export const mailtemplate = defineResource({
  name: 'mailtemplate', base: '/api/mail/template', scope: 'mailtemplates', also: { read: ['mailtemplates.update'] },
  label: 'name', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    key: f.text({ max: 100, search: true, sort: true, filter: true }),
    kind: f.enum(MESSAGE_KINDS, { default: 'Text', sort: true }),
    subject: f.i18n(),
    body: f.i18n(),
    attachInvoice: f.bool(false),
    isActive: f.bool(true, { filter: true }),
  },
});

export const mailqueue = defineResource({
  name: 'mailqueue', base: '/api/mailqueue', scope: 'mailqueue', label: 'subject', defaultSort: { field: 'plannedAt', order: -1 },
  fields: {
    subject: f.text({ required: true, max: 500, search: true, sort: true }),
    to: f.text({ required: true, format: 'email', search: true, sort: true }),
    template: f.ref('mailtemplate'),
    booking: f.ref('bookings'),
    status: f.enum(['queued', 'sending', 'sent', 'failed', 'cancelled'], { default: 'queued', sort: true }),
    attempts: f.int({ min: 0, max: 1000, default: 0 }),
    lastError: f.text({ max: 2000 }),
    plannedAt: f.datetime({ sort: true, filter: true }),
    sentAt: f.datetime({ sort: true }),
  },
});

export const mailaccount = defineResource({
  name: 'mailaccount', base: '/api/mailaccount', scope: 'mailaccount', also: alsoScopes(['mail.update'], ['mail.update']),
  label: 'name', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    email: f.text({ required: true, format: 'email', search: true, sort: true }),
    provider: f.enum(['imap', 'gmail', 'office365'], { default: 'imap' }),
    imapHost: f.text({ max: 200 }),
    imapPort: f.int({ min: 1, max: 65535, default: 993 }),
    smtpHost: f.text({ max: 200 }),
    smtpPort: f.int({ min: 1, max: 65535, default: 587 }),
    username: f.text({ max: 200 }),
    secure: f.bool(true),
    isDefault: f.bool(false, { filter: true }),
    isActive: f.bool(true, { filter: true }),
  },
});

/** A mail sent automatically relative to a booking date (mailScheduler feature). */
export const mailschedule = defineResource({
  name: 'mailschedule', base: '/api/mailschedule', scope: 'mailschedule', label: 'name', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    template: f.ref('mailtemplate', { required: true }),
    trigger: f.enum(['afterBooking', 'beforeArrival', 'afterArrival', 'beforeDeparture', 'afterDeparture', 'birthday'], { default: 'beforeArrival', sort: true }),
    offsetDays: f.int({ min: 0, max: 3650, default: 7 }),
    time: f.text({ format: 'time', default: '09:00' }),
    language: f.enum(LANGUAGES),
    isActive: f.bool(true, { filter: true }),
  },
});

export const textblockgroup = defineResource({
  name: 'textblockgroup', base: '/api/textblockgroup', scope: 'textblock', also: templateScopes, label: 'name',
  defaultSort: { field: 'sort', order: 1 },
  fields: {
    name: f.name(),
    description: f.text({ max: 1000 }),
    sort: f.int({ default: 0, sort: true }),
  },
});

/** A reusable text in both languages for mails, invoices and vouchers. */
export const textblock = defineResource({
  name: 'textblock', base: '/api/textblock', scope: 'textblock', also: templateScopes, label: 'name',
  defaultSort: { field: 'sort', order: 1 },
  fields: {
    name: f.name(),
    key: f.text({ max: 100, search: true, sort: true, filter: true }),
    group: f.ref('textblockgroup'),
    text: f.i18n(),
    sort: f.int({ default: 0, sort: true }),
  },
});

export const MAIL_RESOURCES = [mail, mailtemplate, mailqueue, mailaccount, mailschedule, textblockgroup, textblock];
