// Mail: messages, templates, the send queue, accounts, schedules and text blocks. Known by name
// only in the spec; field choices in docs/decisions/resources.md. Mail account secrets are not
// stored here (the OAuth connect call of api-calls 7.15 owns them).
import { alsoScopes, defineResource, f } from './define';
import { z } from 'zod';
import { LANGUAGES, MESSAGE_KINDS } from './enums';

export const MAIL_STATES = ['planned', 'sending', 'sent', 'failed', 'cancelled'] as const;
export const ZMailAttachments = z.array(z.object({
  filename: z.string().max(200), contentType: z.string().max(200), content: z.string().max(2_000_000),
}).strict()).max(10);

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
  /** A queued mail is planned again (POST {id}/plan), not copied. */
  copy: false,
  fields: {
    subject: f.text({ required: true, max: 500, search: true, sort: true }),
    to: f.text({ required: true, format: 'email', search: true, sort: true }),
    template: f.ref('mailtemplate'),
    booking: f.ref('bookings'),
    customer: f.ref('customers'),
    schedule: f.ref('mailschedule'),
    /** What made the mail (account, booking, guestForm, schedule, test, ...). */
    kind: f.text({ max: 40, filter: true }),
    from: f.text({ max: 500 }),
    replyTo: f.text({ max: 500 }),
    html: f.text({ format: 'multiline', max: 500_000 }),
    text: f.text({ format: 'multiline', max: 200_000 }),
    /** Files sent with the mail: name, content type and base64 content (small files only). */
    attachments: f.json(ZMailAttachments, { default: [] }),
    /** planned → sending → sent; failed after the last attempt (retry plans it again); cancelled. */
    status: f.enum(MAIL_STATES, { default: 'planned', sort: true }),
    attempts: f.int({ min: 0, max: 1000, default: 0 }),
    lastError: f.text({ max: 2000 }),
    plannedAt: f.datetime({ sort: true, filter: true }),
    sentAt: f.datetime({ sort: true }),
    /** The Message-ID the mail went out with. */
    messageId: f.text({ max: 500 }),
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
    /** Write-only: stored encrypted (modules/mail/secret-box.ts), never in an answer. */
    smtpPassword: f.text({ max: 500 }),
    secure: f.bool(true),
    /** The sender's display name on outgoing mail (the address is `email`). */
    senderName: f.text({ max: 200 }),
    /** Outgoing mail of the product goes through this account's SMTP server (one account). */
    useForSending: f.bool(false, { filter: true }),
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
    /** Only bookings of this resort or vessel (neither: all). */
    resort: f.resort(),
    vessel: f.vessel(),
    /** Only bookings in these states (empty: confirmed and planned). */
    states: f.textList(),
    /** Only bookings whose guest form is not completed yet. */
    withoutCompletedGuestForm: f.bool(false),
    /** Who receives it: the booking's guests, its lead customer or its agency. */
    recipients: f.enum(['guests', 'customer', 'agency'], { default: 'customer' }),
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
