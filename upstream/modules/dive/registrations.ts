// What the dive module registers into the generic resources: it owns the dive plans' status and
// the divers on them. A closed dive is a record of what happened: the generic update, delete and
// delete no longer change it (409). A dive with divers on it, and a customer who is on a dive, are
// not deleted (the references below). The dive log stays generic (staff edit the entries the
// closing wrote); dive sites, types and boats stay generic.
import type { TDomainRegistration, TRow } from '../resources/binding';
import { diveCertifications, diveDivers, diveGear, diveGearRentals, diveParticipants } from '../../db/schema';
import { errors } from '../../http/errors';

function assertNotClosed(row: TRow): void {
  if (row.status === 'closed') throw errors.conflict('DIVE_CLOSED', 'The dive is closed; it is a record of what happened and no longer changes.');
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
  },
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
