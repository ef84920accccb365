// What the schedules module registers into the generic resources: it owns the schedules table
// (upstream/db/owners.ts). /api/schedules stays the generic resource; copying a schedule
// (copy-schedules.ts) writes it too.
import type { TDomainRegistration } from '../resources/binding';

export const schedulesRegistration: TDomainRegistration = { module: 'schedules', resources: { schedules: { owner: {} } } };
