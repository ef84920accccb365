// Tables: Terms of payment, commissions, booking sources and categories, supplements, referrals, customer relations.
// Columns come from the declarations in lib/contract/resources/booking-config.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/booking-config';
import { resourceTable } from './build-table';

export const termsOfPayment = resourceTable(R.terms, 'terms_of_payment');
export const commissions = resourceTable(R.commission, 'commissions');
export const bookingSources = resourceTable(R.bookingsource, 'booking_sources');
export const bookingCategories = resourceTable(R.bookingcategory, 'booking_categories');
export const supplements = resourceTable(R.supplements, 'supplements');
export const referrals = resourceTable(R.referral, 'referrals');
export const customerRelations = resourceTable(R.customerrelation, 'customer_relations');
