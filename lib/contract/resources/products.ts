// Products, categories, suppliers, the stock ledger and the counter's tickets (api-calls 9:
// product kinds, units, rule bases). Stock and the counter: upstream/modules/stock and pos,
// docs/decisions/pos.md.
import { alsoScopes, defineResource, f } from './define';
import { PRODUCT_KINDS, PRODUCT_RULE_BASES, PRODUCT_UNITS } from './enums';

export const STOCK_REASONS = ['purchase', 'sale', 'return', 'correction', 'loss', 'count', 'use'] as const;
/** open: being rung up; paid: cash or card; booked: on a guest's room bill; void: its payment taken back. */
export const POS_STATES = ['open', 'paid', 'booked', 'void'] as const;

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
    /** The ledger's balance (inventory movements): changed only by a movement, never by hand. */
    stock: f.int({ default: 0, sort: true, server: true }),
    /** A sale may take the stock below zero (goods sold before the delivery is booked). */
    allowNegativeStock: f.bool(false),
    minStock: f.int({ min: 0 }),
    bookableOnline: f.bool(false, { filter: true }),
    description: f.i18n(),
    images: f.textList({ max: 500, format: 'media' }),
    isActive: f.bool(true, { filter: true, sort: true }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

/** One row of the stock ledger (append-only: a correction is a new row; docs/decisions/pos.md). */
export const inventory = defineResource({
  name: 'inventory', base: '/api/inventory', scope: 'inventory', also: productScopes, label: 'reference', asset: 'both', copy: false,
  defaultSort: { field: 'date', order: -1 },
  fields: {
    /** Delivery note, count sheet or other document the movement comes from. */
    reference: f.text({ required: true, max: 200, search: true, sort: true }),
    product: f.ref('product', { required: true }),
    reason: f.enum(STOCK_REASONS, { default: 'purchase', sort: true }),
    /** Positive in, negative out. A count is sent as the counted quantity and stored as the change. */
    quantity: f.int({ required: true, sort: true, min: -1_000_000, max: 1_000_000 }),
    /** The product's stock after this movement. */
    balance: f.int({ server: true }),
    /** What used the goods (a dive, a rental, a counter ticket): DELETE /api/product/stock/used/{ref} returns them. */
    ref: f.text({ max: 200, filter: true }),
    date: f.datetime({ sort: true, filter: true }),
    note: f.text({ format: 'multiline' }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

/** A counter ticket (a sale): its lines and payments are the pos module's own tables. */
export const pos = defineResource({
  name: 'pos', base: '/api/pos', scope: 'pos', label: 'name', asset: 'both', copy: false, defaultSort: { field: 'createdAt', order: -1 },
  fields: {
    name: f.name(),
    /** The receipt number, consecutive, given when the ticket is settled. */
    receiptNo: f.int({ server: true, sort: true, unique: true }),
    customer: f.ref('customers'),
    /** The booking whose room bill took the ticket over. */
    booking: f.ref('bookings', { server: true }),
    /** Sum of the lines, minor units. */
    total: f.money({ server: true, sort: true }),
    currency: f.text({ format: 'currency', default: 'EUR' }),
    status: f.enum(POS_STATES, { default: 'open', sort: true, server: true }),
    paidAt: f.datetime({ sort: true, filter: true, server: true }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

export const PRODUCT_RESOURCES = [productcategory, supplier, product, inventory, pos];
