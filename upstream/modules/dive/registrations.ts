// What the dive module registers into the generic resources: it owns the dive plans' status and
// the divers on them. A closed dive is a record of what happened: the generic update, delete and
// delete no longer change it (409). A dive with divers on it, and a customer who is on a dive, are
// not deleted (the references below). The dive log stays generic (staff edit the entries the
// closing wrote); dive sites, types and boats stay generic.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countMove, moveReferences } from '../../db/move-references';
import type { TDomainRegistration, TEraseContext, TMergeContext, TRow } from '../resources/binding';
import { tally } from '../resources/binding';
import { diveCertifications, diveDivers, diveGear, diveGearRentals, diveLogs, diveParticipants } from '../../db/schema';
import { errors } from '../../http/errors';

function assertNotClosed(row: TRow): void {
  if (row.status === 'closed') throw errors.conflict('DIVE_CLOSED', 'The dive is closed; it is a record of what happened and no longer changes.');
}

/** A customer merged into another: the dive module's rows of the duplicate name the survivor (a
 *  diver record both have: the survivor's stays). Counted under the names the merge answers with. */
async function mergeCustomer(tx: Db, keepId: string, goneId: string, ctx: TMergeContext): Promise<void> {
  countMove(ctx.moved, 'divelog', await moveReferences(tx, diveLogs.customer, keepId, goneId));
  countMove(ctx.moved, 'dive divers', await moveReferences(tx, diveParticipants.customerId, keepId, goneId));
  countMove(ctx.moved, 'dive certifications', await moveReferences(tx, diveCertifications.customerId, keepId, goneId));
  countMove(ctx.moved, 'diver records', await moveReferences(tx, diveDivers.customerId, keepId, goneId));
  countMove(ctx.moved, 'rental gear', await moveReferences(tx, diveGearRentals.customerId, keepId, goneId));
}

/** A customer erased: their dive log exists only for them and goes. */
async function eraseCustomer(tx: Db, id: string, ctx: TEraseContext): Promise<void> {
  tally(ctx.deleted, 'divelog', (await tx.delete(diveLogs).where(eq(diveLogs.customer, id)).returning({ id: diveLogs.id })).length);
}

export const diveRegistration: TDomainRegistration = {
  module: 'dive',
  resources: {
    // Copying a closed dive is allowed: a copy starts planned (status is server-kept), that is how
    // a day's plan is copied.
    diveplan: {
      owner: {},
      hooks: {
        beforeUpdate: (values, row) => { assertNotClosed(row); return values; },
        assertMayDelete: (row) => assertNotClosed(row),
      },
    },
    divelog: { owner: {} },
    // Dive sites are also written by the shared site import (site-import.ts).
    divesite: { owner: {} },
  },
  onRecord: { customers: { merge: mergeCustomer, erase: eraseCustomer } },
  references: [
    { target: 'diveplan', table: diveParticipants, column: diveParticipants.planId, label: 'dive divers' },
    { target: 'customers', table: diveParticipants, column: diveParticipants.customerId, label: 'dive divers' },
    { target: 'customers', table: diveCertifications, column: diveCertifications.customerId, label: 'dive certifications' },
    { target: 'customers', table: diveDivers, column: diveDivers.customerId, label: 'diver records' },
    { target: 'customers', table: diveGearRentals, column: diveGearRentals.customerId, label: 'rental gear' },
    { target: 'diveplan', table: diveGearRentals, column: diveGearRentals.planId, label: 'rental gear' },
    { target: 'product', table: diveGear, column: diveGear.product, label: 'rental gear' },
    // A diver's certification scan is a personal document, not a public picture (issue 31).
    { target: 'media', table: diveCertifications, column: diveCertifications.media, label: 'certification scan', personal: true },
  ],
};
