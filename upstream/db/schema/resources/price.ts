// Tables: Price lists, price variants, specials and special groups.
// Columns come from the declarations in lib/contract/resources/price.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/price';
import { resourceTable } from './build-table';

export const priceLists = resourceTable(R.price, 'price_lists');
export const priceVariants = resourceTable(R.pricevariant, 'price_variants');
export const specialsGroups = resourceTable(R.specialsgroup, 'specials_groups');
export const specials = resourceTable(R.specials, 'specials');
