// Products, categories, suppliers, stock movements and point-of-sale items (api-calls 9:
// product kinds, units, rule bases). Stock and POS behaviour come with their own issues.
import { alsoScopes, defineResource, f } from './define';
import { PRODUCT_KINDS, PRODUCT_RULE_BASES, PRODUCT_UNITS } from './enums';

const productScopes = alsoScopes(['product.read'], ['product.update']);

export const productcategory = defineResource({
  name: 'productcategory', base: '/api/productcategory', scope: 'productcategory', also: productScopes, label: 'name',
  defaultSort: { field: 'sort', order: 1 },
  fields: {
    name: f.name(),
    parent: f.ref('productcategory'),
    color: f.text({ format: 'color' }),
    sort: f.int({ default: 0, sort: true }),
    isActive: f.bool(true, { filter: true }),
  },
});

export const supplier = defineResource({
  name: 'supplier', base: '/api/supplier', scope: 'supplier', also: productScopes, label: 'name',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    contactName: f.text({ max: 200, search: true }),
    email: f.text({ format: 'email', search: true }),
    phone: f.text({ max: 50 }),
    street: f.text({ max: 200 }),
    zip: f.text({ max: 20 }),
    city: f.text({ max: 200, search: true, sort: true }),
    country: f.text({ format: 'country', filter: true, sort: true }),
    website: f.text({ format: 'url' }),
    taxId: f.text({ max: 50 }),
    note: f.text({ format: 'multiline' }),
    isActive: f.bool(true, { filter: true, sort: true }),
  },
});

export const product = defineResource({
  name: 'product', base: '/api/product', scope: 'product', label: 'name', asset: 'both', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    sku: f.text({ max: 50, search: true, sort: true }),
    category: f.ref('productcategory'),
    supplier: f.ref('supplier'),
    kind: f.enum(PRODUCT_KINDS, { default: 'ConsumptionGood', sort: true }),
    unit: f.enum(PRODUCT_UNITS, { default: 'Piece' }),
    ruleBase: f.enum(PRODUCT_RULE_BASES, { default: 'PerPerson' }),
    /** Minor units. */
    price: f.money({ default: 0, min: 0, sort: true }),
    /** Purchase price, minor units. */
    cost: f.money({ min: 0 }),
    currency: f.text({ format: 'currency', default: 'EUR', filter: true }),
    taxPercent: f.decimal({ min: 0, max: 100, default: 0 }),
    trackStock: f.bool(false, { filter: true }),
    stock: f.int({ default: 0, sort: true }),
    minStock: f.int({ min: 0 }),
    bookableOnline: f.bool(false, { filter: true }),
    description: f.i18n(),
    images: f.textList({ max: 500, format: 'media' }),
    isActive: f.bool(true, { filter: true, sort: true }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

/** A stock movement or count of a product at an asset. */
export const inventory = defineResource({
  name: 'inventory', base: '/api/inventory', scope: 'inventory', also: productScopes, label: 'reference', asset: 'both',
  defaultSort: { field: 'date', order: -1 },
  fields: {
    /** Delivery note, count sheet or other document the movement comes from. */
    reference: f.text({ required: true, max: 200, search: true, sort: true }),
    product: f.ref('product', { required: true }),
    reason: f.enum(['purchase', 'sale', 'correction', 'loss', 'count'], { default: 'purchase', sort: true }),
    /** Positive in, negative out; for a count the counted quantity. */
    quantity: f.int({ required: true, sort: true }),
    date: f.datetime({ sort: true, filter: true }),
    note: f.text({ format: 'multiline' }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

/** A point-of-sale line (counter sale or on-site consumption). */
export const pos = defineResource({
  name: 'pos', base: '/api/pos', scope: 'pos', label: 'name', asset: 'both', defaultSort: { field: 'createdAt', order: -1 },
  fields: {
    name: f.name(),
    product: f.ref('product'),
    booking: f.ref('bookings'),
    customer: f.ref('customers'),
    quantity: f.int({ min: 1, max: 100000, default: 1 }),
    /** Unit price, minor units. */
    price: f.money({ required: true, sort: true }),
    currency: f.text({ format: 'currency', default: 'EUR' }),
    status: f.enum(['open', 'paid', 'void'], { default: 'open', sort: true }),
    paidAt: f.datetime({ sort: true }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

export const PRODUCT_RESOURCES = [productcategory, supplier, product, inventory, pos];
