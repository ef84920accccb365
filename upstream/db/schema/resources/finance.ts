// Tables: Payment providers, payments, banks, bank entries, taxes, accounting plugin invoices.
// Columns come from the declarations in lib/contract/resources/finance.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/finance';
import { resourceTable } from './build-table';

export const paymentProviders = resourceTable(R.payprovider, 'payment_providers');
export const payments = resourceTable(R.payments, 'payments');
export const banks = resourceTable(R.banks, 'banks');
export const bankEntries = resourceTable(R.bankentries, 'bank_entries');
export const taxes = resourceTable(R.tax, 'taxes');
