// What the forms module registers into the generic resources: the token access of forms and
// guest forms (GET/POST {id}?token=), and a guest form's agency taken from its booking.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countMove, moveReferences } from '../../db/move-references';
import { forms, guestForms } from '../../db/schema';
import { tally, type TDomainRegistration, type TEraseContext, type TMergeContext } from '../resources/binding';
import { agencyOfBooking } from './guest-form-owner';
import { tokenAccess } from './token-access';
import { formUpdateRules } from '../form-definitions/registration';

/** A customer merged into another: their forms and guest forms name the survivor. */
async function mergeCustomer(tx: Db, keepId: string, goneId: string, ctx: TMergeContext): Promise<void> {
  countMove(ctx.moved, 'form', await moveReferences(tx, forms.customer, keepId, goneId));
  countMove(ctx.moved, 'guestform', await moveReferences(tx, guestForms.customer, keepId, goneId));
}

/** A customer erased: their guest forms and forms exist only for them and go. */
async function eraseCustomer(tx: Db, id: string, ctx: TEraseContext): Promise<void> {
  tally(ctx.deleted, 'guestform', (await tx.delete(guestForms).where(eq(guestForms.customer, id)).returning({ id: guestForms.id })).length);
  tally(ctx.deleted, 'form', (await tx.delete(forms).where(eq(forms.customer, id)).returning({ id: forms.id })).length);
}

export const formAccessRegistration: TDomainRegistration = {
  module: 'form-access',
  // The module owns forms and guest forms (upstream/db/owners.ts): the generic calls are the
  // generic ones with its hooks; its own routes write them too (store.ts, sync.ts).
  onRecord: { customers: { merge: mergeCustomer, erase: eraseCustomer } },
  resources: {
    form: { owner: {}, hooks: { byToken: tokenAccess('form'), beforeUpdate: (values, row) => formUpdateRules(values, row) } },
    guestform: {
      owner: {},
      hooks: { byToken: tokenAccess('guestform'), beforeCreate: agencyOfBooking, beforeUpdate: (v, _row, ctx) => agencyOfBooking(v, ctx) },
    },
  },
};
