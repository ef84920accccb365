// What the forms module registers into the generic resources: the token access of forms and
// guest forms (GET/POST {id}?token=), and a guest form's agency taken from its booking.
import type { TDomainRegistration } from '../resources/binding';
import { agencyOfBooking } from './guest-form-owner';
import { tokenAccess } from './token-access';

export const formAccessRegistration: TDomainRegistration = {
  module: 'form-access',
  resources: {
    form: { hooks: { byToken: tokenAccess('form') } },
    guestform: {
      hooks: { byToken: tokenAccess('guestform'), beforeCreate: agencyOfBooking, beforeUpdate: (v, _row, ctx) => agencyOfBooking(v, ctx) },
    },
  },
};
