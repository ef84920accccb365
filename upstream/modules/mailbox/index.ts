// The mailbox (/mail, api-calls 7.15): reading mail accounts over IMAP. Owns the accounts'
// sealed IMAP logins (mailbox_logins); the account records are the generic /api/mailaccount.
import { createRouter } from '../../http/router';
import { accountRoutes } from './account-routes';
import { mailRoutes } from './mail-routes';

export const mailboxRoutes = createRouter();
mailboxRoutes.route('/', accountRoutes);
mailboxRoutes.route('/', mailRoutes);
