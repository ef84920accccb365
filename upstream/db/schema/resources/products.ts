// Tables: Products, categories, suppliers, inventory movements, POS items.
// Columns come from the declarations in lib/contract/resources/products.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/products';
import { resourceTable } from './build-table';

export const productCategories = resourceTable(R.productcategory, 'product_categories');
export const suppliers = resourceTable(R.supplier, 'suppliers');
export const products = resourceTable(R.product, 'products');
export const inventoryMovements = resourceTable(R.inventory, 'inventory_movements');
export const posItems = resourceTable(R.pos, 'pos_items');
