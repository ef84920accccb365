// Price group lists that are plain master data: terms of payment, commissions, supplements,
// price variants and special groups; and the price lists, whose list is generic while /price/new
// and /price/:id are an editor of their own (components/prices) that shows these fields as its
// header (seasons, prices and tax are its own sections). Specials have screens of their own.
import { cols, defineScreens, flds } from './types';

export const PRICE_SCREENS = defineScreens([
  {
    id: 'price', path: '/price', resource: 'price', editPath: '/price/:id', createPath: '/price/new',
    columns: cols('name', 'internalId', 'status', 'resort', 'vessel', 'validFrom', 'validTo'),
    fields: flds(
      'name', 'internalId', 'status', { field: 'calculationType', label: 'prices.fields.calculationType', hint: 'prices.hints.calculationType' },
      'validFrom', 'validTo', 'resort', 'vessel',
      { field: 'currencies', hint: 'prices.hints.currencies' }, { field: 'useOnsiteCurrency', label: 'prices.fields.useOnsiteCurrency' },
      'termsOfPayment', { field: 'defaultTermsOfPayment', label: 'prices.fields.defaultTermsOfPayment' }, 'commission',
      { field: 'countries', label: 'prices.fields.countries' },
      'surcharge', 'surchargeType', 'discount', 'discountType',
      { field: 'variants', label: 'prices.fields.variants', wide: true }, { field: 'supplements', label: 'prices.fields.supplements', wide: true },
      { field: 'includedServices', label: 'prices.fields.includedServices' }, { field: 'excludedServices', label: 'prices.fields.excludedServices' },
      { field: 'isAvailableToOTA', label: 'prices.fields.isAvailableToOTA' },
    ),
  },
  {
    id: 'terms', path: '/terms', resource: 'terms',
    columns: cols('name', 'depositPercent', 'depositDueDays', 'restDueDaysBeforeArrival', 'isDefault', 'isActive'),
    fields: flds(
      'name', 'depositPercent', { field: 'depositAmount', label: 'specials.terms.depositAmount', hint: 'resources.hints.minorUnits' },
      'depositDueDays', { field: 'depositDueFrom', label: 'specials.terms.depositDueFrom' }, 'restDueDaysBeforeArrival',
      { field: 'cancellation', label: 'specials.terms.cancellation', widget: 'cancellationScale', wide: true }, 'isDefault', 'isActive', 'description',
    ),
  },
  {
    id: 'commission', path: '/commission', resource: 'commission',
    columns: cols('name', 'value', 'mode', 'target', 'validFrom', 'validTo', 'isActive'),
    fields: flds('name', 'names', 'value', 'mode', 'target', 'validFrom', 'validTo', 'isActive'),
  },
  {
    id: 'supplements', path: '/supplements', resource: 'supplements',
    columns: cols('name', 'mode', 'ruleBase', { field: 'amount', kind: 'money' }, 'percent', 'currency', 'mandatory', 'isActive'),
    fields: flds(
      'name', 'mode', 'ruleBase', { field: 'amount', hint: 'resources.hints.minorUnits' }, 'percent', 'currency', 'resort', 'vessel',
      'mandatory', 'isActive', 'description',
    ),
  },
  {
    id: 'pricevariant', path: '/pricevariant', resource: 'pricevariant',
    columns: cols('name', 'key', 'calculationMode', 'priceBase', 'discount', 'discountType', 'isActive'),
    fields: flds('name', 'key', 'calculationMode', 'priceBase', 'discount', 'discountType', 'isActive', 'description'),
  },
  {
    // The list is generic; /specials/create and /specials/:id are the special editor with its rule
    // editor (components/specials), which shows these fields beside the rules and the channels
    // (includeIn) as checkboxes of its own.
    id: 'specials', path: '/specials/list', resource: 'specials', editPath: '/specials/:id', createPath: '/specials/create',
    columns: cols('name', 'type', 'status', 'group', 'discount', 'discountValue', 'appliesTo', 'validFrom', 'validTo', 'autoAdd'),
    fields: flds(
      'name', 'names', 'type', 'status', 'group', 'validFrom', 'validTo',
      { field: 'appliesTo', label: 'specials.fields.appliesTo', hint: 'specials.hints.appliesTo' },
      { field: 'discount', label: 'specials.fields.discount', hint: 'specials.hints.discount' },
      { field: 'discountValue', label: 'specials.fields.discountValue', hint: 'specials.hints.discountValue' },
      { field: 'reduce', label: 'specials.fields.reduce' },
      { field: 'autoAdd', label: 'specials.fields.autoAdd' }, { field: 'unique', label: 'specials.fields.unique' },
      { field: 'excludeFromTax', label: 'specials.fields.excludeFromTax' }, { field: 'excludeFromCommission', label: 'specials.fields.excludeFromCommission' },
      { field: 'includeSpecialsWithSameRule', label: 'specials.fields.includeSpecialsWithSameRule' },
      { field: 'description', wide: true },
    ),
  },
  {
    id: 'specialsgroup', path: '/specials/group', resource: 'specialsgroup',
    columns: cols('name', 'sort', 'isActive'),
    fields: flds('name', 'sort', 'isActive', { field: 'description', wide: true }),
  },
]);
