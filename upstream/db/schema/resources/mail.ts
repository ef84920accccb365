// Tables: Mails, mail templates, the mail queue, mail accounts and schedules, text blocks.
// Columns come from the declarations in lib/contract/resources/mail.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/mail';
import { resourceTable } from './build-table';

export const mails = resourceTable(R.mail, 'mails');
export const mailTemplates = resourceTable(R.mailtemplate, 'mail_templates');
export const mailQueue = resourceTable(R.mailqueue, 'mail_queue');
export const mailAccounts = resourceTable(R.mailaccount, 'mail_accounts');
export const mailSchedules = resourceTable(R.mailschedule, 'mail_schedules');
export const textBlockGroups = resourceTable(R.textblockgroup, 'text_block_groups');
export const textBlocks = resourceTable(R.textblock, 'text_blocks');
