// Products with their own create/edit routes; categories and suppliers as tabs of
// /product/category; stock movements (feature stock) on /product/stock.
import { cols, defineScreens, flds } from './types';

export const PRODUCT_SCREENS = defineScreens([
  {
    id: 'product', path: '/product/list', resource: 'product', editPath: '/product/:id', createPath: '/product/create',
    columns: cols('name', 'sku', 'category', 'kind', { field: 'price', kind: 'money' }, 'currency', 'stock', 'isActive'),
    fields: flds(
      'name', 'sku', 'category', 'supplier', 'kind', 'unit', 'ruleBase',
      { field: 'price', hint: 'resources.hints.minorUnits' }, { field: 'cost', hint: 'resources.hints.minorUnits' }, 'currency', 'taxPercent',
      'trackStock', 'allowNegativeStock', 'minStock', 'bookableOnline', 'isActive', 'resort', 'vessel',
      { field: 'images', wide: true, hint: 'resources.hints.imageUrls' }, 'description',
    ),
  },
  {
    id: 'productcategory', path: '/product/category', title: 'resources.screens.productcategory', resource: 'productcategory',
    columns: cols('name', 'parent', 'color', 'sort', 'isActive'),
    fields: flds('name', 'parent', 'color', 'sort', 'isActive'),
  },
  {
    id: 'supplier', path: '/product/category', title: 'resources.screens.supplier', resource: 'supplier',
    columns: cols('name', 'contactName', 'email', 'phone', 'city', 'country', 'isActive'),
    fields: flds('name', 'contactName', 'email', 'phone', 'website', 'taxId', 'street', 'zip', 'city', 'country', 'isActive', { field: 'note', wide: true }),
  },
  {
    id: 'inventory', path: '/product/stock', resource: 'inventory',
    columns: cols('date', 'reference', 'product', 'reason', 'quantity', 'balance'),
    fields: flds('reference', 'product', 'reason', 'quantity', 'date', 'ref', { field: 'note', wide: true }),
  },
]);
