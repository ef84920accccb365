// The manifest of a dive: the dive with its site, boat, guide and warnings, and each diver with
// certification, last dive, gas, tank, gear, medical and waiver status, emergency contact,
// readiness problems (and who overrode them, why), and the roll call times.
import type { TManifest, TManifestDiver } from '../../../lib/contract/dive';
import type { TCertLevel } from '../../../lib/contract/resources/dive';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { loadPlan, problemsOf, summarise } from './dive-rows';
import { rentalsOfPlan } from './gear-rows';
import { formStatus, levelRank, missingSpecialities, requiredSpecialities, validUntil } from './readiness';

export async function diveManifest(db: Db, p: TPrincipal, planId: string): Promise<TManifest> {
  const plan = await loadPlan(db, p, planId);
  const { summaries: [dive], participants, data } = await summarise(db, [plan]);
  const level = dive.type?.requiredLevel ?? 'openWater';
  // Every rental of the dive: open ones, and once closed the returned ones (what each diver took).
  const rentals = await rentalsOfPlan(db, plan.id, false);
  const divers = participants.map((d): TManifestDiver => {
    const certs = [...(data.certs.get(d.customerId) ?? [])].sort((a, b) => Number(!!b.verifiedAt) - Number(!!a.verifiedAt) || levelRank(b.level) - levelRank(a.level));
    const best = certs[0];
    const staff = data.divers.get(d.customerId);
    const rec = data.records.get(d.customerId);
    const { medicalDays, waiverDays } = data.validity;
    const medical = formStatus(rec?.medicalDate ?? null, medicalDays, plan.date);
    const specialities = requiredSpecialities(dive.type?.specialities, d.gas);
    const needsPhysician = medical === 'ok' && rec?.medicalNeedsPhysician && !rec.physicianApprovedOn;
    return {
      customer: d.customerId, name: data.names.get(d.customerId) ?? '', booking: d.bookingId,
      certification: best ? { agency: best.agency, level: best.level as TCertLevel, number: best.number, verified: !!best.verifiedAt } : null,
      lastDiveDate: data.lastDive.get(d.customerId) ?? null,
      gas: d.gas as 'air' | 'nitrox', nitroxPercent: d.nitroxPercent, tankSize: d.tankSize, gear: d.gear,
      rentals: rentals.filter((r) => r.customerId === d.customerId).map((r) => ({ id: r.gearId, kind: r.kind, size: r.size, serial: r.serial })),
      missingSpecialities: missingSpecialities({ certifications: certs, specialities }),
      medical: {
        status: needsPhysician ? 'needsPhysician' : medical, date: rec?.medicalDate ?? null,
        validUntil: validUntil(rec?.medicalDate ?? null, medicalDays), source: rec?.medicalSource ?? null,
      },
      waiver: {
        status: formStatus(rec?.waiverDate ?? null, waiverDays, plan.date), date: rec?.waiverDate ?? null,
        validUntil: validUntil(rec?.waiverDate ?? null, waiverDays), source: rec?.waiverSource ?? null,
      },
      emergency: { name: staff?.emergencyName ?? null, phone: staff?.emergencyPhone ?? null },
      problems: problemsOf(data, d.customerId, level, plan.date, specialities),
      override: d.overrideAt ? {
        byUser: d.overrideBy ?? '', byName: d.overrideByName ?? '', reason: d.overrideReason ?? '', at: d.overrideAt.toISOString(),
        problems: (d.overrideProblems ?? []) as TManifestDiver['problems'],
      } : null,
      inAt: d.inAt?.toISOString() ?? null, outAt: d.outAt?.toISOString() ?? null,
    };
  });
  return { dive, divers };
}
