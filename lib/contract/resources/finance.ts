// Payments, payment providers, banks, bank entries, tax rates and the accounting plugin's
// invoice records. Known by name only; field choices in docs/decisions/resources.md. Money is
// integer minor units. Provider secrets are not part of these records.
import { z } from 'zod';
import { ZCsvMapping } from '../banks';
import { defineResource, f } from './define';

export const payprovider = defineResource({
  name: 'payprovider', base: '/api/payprovider', scope: 'payprovider', label: 'name', asset: 'both', defaultSort: { field: 'sort', order: 1 },
  fields: {
    name: f.name(),
    provider: f.enum(['stripe', 'paypal', 'wise', 'bankTransfer', 'cash', 'other'], { required: true, sort: true }),
    currencies: f.textList({ format: 'currency', default: ['EUR'], filter: true }),
    /** Fee the customer pays on top, percent. */
    feePercent: f.decimal({ min: 0, max: 100, default: 0 }),
    /** Secret API key (Stripe: sk_...). Write-only: sealed at rest (upstream/secrets/secret-box.ts),
     *  never in an answer; an empty value on update keeps the stored one. */
    secretKey: f.text({ max: 500, writeOnly: true }),
    /** Secret that signs the provider's webhooks (Stripe: whsec_...). Write-only like secretKey. */
    webhookSecret: f.text({ max: 500, writeOnly: true }),
    /** Public settings (publishable keys, return texts). */
    settings: f.json(z.record(z.string(), z.union([z.string().max(2000), z.number(), z.boolean()])), { default: {} }),
    sort: f.int({ default: 0, sort: true }),
    isDefault: f.bool(false, { filter: true }),
    isActive: f.bool(true, { filter: true, sort: true }),
    /** Where accounts differ per asset: this account takes the bookings of this resort or vessel
     *  (neither: the operator's account for every other booking). */
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

export const payments = defineResource({
  name: 'payments', base: '/api/payments', scope: 'payments', also: { read: ['bookingpayment.read', 'bookings.read'] },
  label: 'reference', defaultSort: { field: 'paidAt', order: -1 },
  /** A payment is its booking's (the bookings module records and removes it); a copy would count
   *  the money twice. */
  parent: { field: 'booking', resource: 'bookings' }, copy: false,
  fields: {
    reference: f.text({ required: true, max: 200, search: true, sort: true }),
    booking: f.ref('bookings'),
    customer: f.ref('customers'),
    provider: f.ref('payprovider'),
    /** Minor units; negative for refunds. */
    amount: f.money({ required: true, sort: true, filter: true }),
    currency: f.text({ format: 'currency', default: 'EUR', filter: true }),
    method: f.enum(['cash', 'card', 'transfer', 'online', 'voucher', 'credit'], { default: 'transfer', sort: true }),
    status: f.enum(['pending', 'paid', 'failed', 'refunded'], { default: 'pending', sort: true }),
    paidAt: f.datetime({ sort: true, filter: true }),
    note: f.text({ format: 'multiline' }),
    /** Paid in another currency than the booking's: what was handed over (minor units of
     *  foreignCurrency) and the rate used (booking currency per one unit of it, a decimal text,
     *  exact); `amount` is the converted sum in the booking's currency (docs/decisions/payments.md).
     *  Kept by the server: a payment in another currency is taken by POST /api/bookings/{id}/payment. */
    foreignAmount: f.money({ server: true }),
    foreignCurrency: f.text({ format: 'currency', server: true }),
    exchangeRate: f.text({ max: 24, server: true }),
  },
});

export const banks = defineResource({
  name: 'banks', base: '/api/banks', scope: 'banks', label: 'name', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    bankName: f.text({ max: 200, search: true }),
    accountHolder: f.text({ max: 200 }),
    iban: f.text({ max: 34, search: true, filter: true }),
    bic: f.text({ max: 11 }),
    currency: f.text({ format: 'currency', default: 'EUR', filter: true }),
    /** Minor units. */
    openingBalance: f.money({ default: 0 }),
    isActive: f.bool(true, { filter: true, sort: true }),
    /** How this bank's CSV export reads (lib/contract/banks.ts); saved by an import too. */
    csvMapping: f.json(ZCsvMapping.nullable()),
    /** A Wise account: its profile and balance ids, and an API token (write-only: sealed at rest,
     *  never in an answer; empty on update keeps it). POST /api/banks/wise/collect/{id} reads them. */
    wiseProfileId: f.text({ max: 40 }),
    wiseBalanceId: f.text({ max: 40 }),
    wiseToken: f.text({ max: 500, writeOnly: true }),
  },
});

export const bankentries = defineResource({
  name: 'bankentries', base: '/api/bankentries', scope: 'bankentries', label: 'purpose', defaultSort: { field: 'date', order: -1 },
  fields: {
    purpose: f.text({ required: true, max: 500, search: true, sort: true }),
    bank: f.ref('banks', { required: true }),
    date: f.date({ required: true, sort: true, filter: true }),
    /** Minor units; negative for outgoing. */
    amount: f.money({ required: true, sort: true, filter: true }),
    currency: f.text({ format: 'currency', default: 'EUR', filter: true }),
    counterparty: f.text({ max: 200, search: true, sort: true }),
    iban: f.text({ max: 34, search: true }),
    reference: f.text({ max: 200, search: true }),
    status: f.enum(['open', 'matched', 'ignored', 'temporary'], { default: 'open', sort: true }),
    booking: f.ref('bookings'),
    /** Where the entry came from: typed by hand, or a statement's import (modules/banks). */
    source: f.enum(['manual', 'csv', 'camt', 'wise'], { default: 'manual', filter: true, server: true }),
    /** What identifies an imported entry on a second import of the same statement: the bank's
     *  reference, else a hash of its content (unique per bank, migration 0061). */
    dedupeKey: f.text({ max: 200, server: true }),
  },
});

/** A tax rate (spec: tax status aborted by default, value 0, inclusive). Admin only (/tax). */
export const tax = defineResource({
  name: 'tax', base: '/api/tax', scope: 'tax', label: 'name', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    value: f.decimal({ min: 0, max: 100, default: 0, sort: true }),
    inclusive: f.bool(true, { filter: true }),
    status: f.enum(['active', 'aborted'], { default: 'aborted', sort: true }),
    country: f.text({ format: 'country', filter: true }),
  },
});

export const FINANCE_RESOURCES = [payprovider, payments, banks, bankentries, tax];
