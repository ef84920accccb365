// Price group lists that are plain master data: terms of payment, commissions, supplements,
// price variants and special groups (seasons, price lists and specials have screens of their own).
import { cols, defineScreens, flds } from './types';

export const PRICE_SCREENS = defineScreens([
  {
    id: 'terms', path: '/terms', resource: 'terms',
    columns: cols('name', 'depositPercent', 'depositDueDays', 'restDueDaysBeforeArrival', 'isDefault', 'isActive'),
    fields: flds('name', 'depositPercent', 'depositDueDays', 'restDueDaysBeforeArrival', 'isDefault', 'isActive', 'description'),
  },
  {
    id: 'commission', path: '/commission', resource: 'commission',
    columns: cols('name', 'value', 'mode', 'target', 'validFrom', 'validTo', 'isActive'),
    fields: flds('name', 'value', 'mode', 'target', 'validFrom', 'validTo', 'isActive'),
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
    id: 'specialsgroup', path: '/specials/group', resource: 'specialsgroup',
    columns: cols('name', 'sort', 'isActive'),
    fields: flds('name', 'sort', 'isActive', { field: 'description', wide: true }),
  },
]);
