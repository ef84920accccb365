// The readiness rule of the roll call (upstream/modules/dive/readiness.ts): boundaries of the
// certification ranks and of the medical and waiver validity, fail-closed when nothing is known.
import { describe, expect, it } from 'vitest';
import { MEDICAL_VALID_DAYS, missingSpecialities, readinessProblems, requiredSpecialities, WAIVER_VALID_DAYS, addDays } from '../../upstream/modules/dive/readiness';

const DAY = '2030-06-15';
const ok = { medicalDate: addDays(DAY, -10), medicalNeedsPhysician: false, physicianApprovedOn: null, waiverDate: addDays(DAY, -10) };
const verified = (level: string) => ({ level, verifiedAt: new Date() });

describe('dive readiness', () => {
  it('knows nothing: every problem', () => {
    expect(readinessProblems({ requiredLevel: 'openWater', date: DAY, certifications: [], diver: null }))
      .toEqual(['noCertification', 'medicalMissing', 'waiverMissing']);
  });
  it('a level at or above the required one counts only when verified; none needs no card', () => {
    const p = (certifications: { level: string; verifiedAt: Date | null }[], requiredLevel: 'advanced' | 'none' = 'advanced') =>
      readinessProblems({ requiredLevel, date: DAY, certifications, diver: ok });
    expect(p([verified('openWater')])).toEqual(['noCertification']);
    expect(p([verified('openWater'), { level: 'rescue', verifiedAt: null }])).toEqual(['certificationUnverified']);
    expect(p([verified('advanced')])).toEqual([]);
    expect(p([verified('instructor')])).toEqual([]);
    expect(p([], 'none')).toEqual([]);
  });
  it('the medical and the waiver hold for their validity, including the last day, and not from before signing', () => {
    const p = (medicalDate: string, waiverDate: string) => readinessProblems({ requiredLevel: 'none', date: DAY, certifications: [], diver: { ...ok, medicalDate, waiverDate } });
    expect(p(addDays(DAY, -MEDICAL_VALID_DAYS), addDays(DAY, -WAIVER_VALID_DAYS))).toEqual([]);
    expect(p(addDays(DAY, -MEDICAL_VALID_DAYS - 1), addDays(DAY, -WAIVER_VALID_DAYS - 1))).toEqual(['medicalExpired', 'waiverExpired']);
    expect(p(addDays(DAY, 1), DAY)).toEqual(['medicalMissing']);
  });
  it('a yes answer needs a physician\'s approval dated between the questionnaire and the dive', () => {
    const p = (physicianApprovedOn: string | null) => readinessProblems({ requiredLevel: 'none', date: DAY, certifications: [], diver: { ...ok, medicalNeedsPhysician: true, physicianApprovedOn } });
    expect(p(null)).toEqual(['physicianApprovalMissing']);
    expect(p(addDays(DAY, -11))).toEqual(['physicianApprovalMissing']);
    expect(p(addDays(DAY, 1))).toEqual(['physicianApprovalMissing']);
    expect(p(addDays(DAY, -5))).toEqual([]);
  });
  it('a dive\'s specialities (its type\'s, nitrox for nitrox gas) count only on a verified certification', () => {
    const p = (certifications: { level: string; verifiedAt: Date | null; specialities?: string[] }[], specialities: readonly ('nitrox' | 'wreck' | 'deep')[]) =>
      readinessProblems({ requiredLevel: 'none', date: DAY, certifications, diver: ok, specialities });
    expect(requiredSpecialities(['wreck'], 'nitrox')).toEqual(['nitrox', 'wreck']);
    expect(requiredSpecialities(['wreck', 'wreck'], 'air')).toEqual(['wreck']);
    expect(requiredSpecialities(null, 'air')).toEqual([]);
    expect(p([], [])).toEqual([]);
    expect(p([], ['nitrox'])).toEqual(['specialityMissing']);
    expect(p([{ level: 'openWater', verifiedAt: null, specialities: ['nitrox'] }], ['nitrox'])).toEqual(['specialityMissing']);
    const certs = [{ level: 'openWater', verifiedAt: new Date(), specialities: ['nitrox'] }, { level: 'advanced', verifiedAt: new Date(), specialities: ['deep'] }];
    expect(p(certs, ['nitrox', 'deep'])).toEqual([]);
    expect(missingSpecialities({ certifications: certs, specialities: ['nitrox', 'wreck', 'deep'] })).toEqual(['wreck']);
  });
});
