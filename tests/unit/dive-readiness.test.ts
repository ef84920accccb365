// The readiness rule of the roll call (upstream/modules/dive/readiness.ts): boundaries of the
// certification ranks and of the medical and waiver validity, fail-closed when nothing is known.
import { describe, expect, it } from 'vitest';
import { answeredYes } from '../../upstream/modules/dive/signed-forms';
import { diverLevel, effectiveRecord, guideRatio, missingSpecialities, readinessProblems as problems, requiredSpecialities, addDays, type TReadinessInput, type TSignedForm } from '../../upstream/modules/dive/readiness';

// The settings' defaults; the periods are passed in (general.medicalValidDays, waiverValidDays).
const MEDICAL_VALID_DAYS = 365;
const WAIVER_VALID_DAYS = 365;
const readinessProblems = (i: Omit<TReadinessInput, 'validity'> & Partial<Pick<TReadinessInput, 'validity'>>) =>
  problems({ validity: { medicalDays: MEDICAL_VALID_DAYS, waiverDays: WAIVER_VALID_DAYS }, ...i });

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
  it('the validity periods are passed in: a shorter medical or waiver period expires them sooner', () => {
    const diver = { ...ok, medicalDate: addDays(DAY, -31), waiverDate: addDays(DAY, -8) };
    const p = (medicalDays: number, waiverDays: number) => problems({ requiredLevel: 'none', date: DAY, certifications: [], diver, validity: { medicalDays, waiverDays } });
    expect(p(365, 365)).toEqual([]);
    expect(p(31, 8)).toEqual([]);
    expect(p(30, 8)).toEqual(['medicalExpired']);
    expect(p(31, 7)).toEqual(['waiverExpired']);
    expect(p(30, 7)).toEqual(['medicalExpired', 'waiverExpired']);
  });
});

describe('the medical and the waiver from signed forms and from the staff', () => {
  const staff = { medicalDate: addDays(DAY, -20), medicalNeedsPhysician: false, physicianApprovedOn: null, waiverDate: addDays(DAY, -20) };
  const form = (days: number, extra: Partial<TSignedForm> = {}): TSignedForm => ({ form: `f${days}`, signedAt: `${addDays(DAY, days)}T09:00:00.000Z`, date: addDays(DAY, days), valid: true, needsPhysician: false, ...extra });

  it('nothing known: no dates', () => {
    expect(effectiveRecord(null, {})).toEqual({
      medicalDate: null, medicalNeedsPhysician: false, medicalSource: null, medicalForm: null, physicianApprovedOn: null, waiverDate: null, waiverSource: null, waiverForm: null,
    });
  });
  it('the newer of a signed form and the staff\'s date counts; a tie goes to the form', () => {
    const newer = effectiveRecord(staff, { medical: form(-5), waiver: form(-30) });
    expect(newer).toMatchObject({ medicalDate: addDays(DAY, -5), medicalSource: 'form', medicalForm: 'f-5', waiverDate: addDays(DAY, -20), waiverSource: 'staff', waiverForm: null });
    expect(effectiveRecord(staff, { medical: form(-20) })).toMatchObject({ medicalSource: 'form', waiverSource: 'staff' });
    expect(effectiveRecord(null, { waiver: form(-1) })).toMatchObject({ medicalSource: null, medicalDate: null, waiverSource: 'form', waiverDate: addDays(DAY, -1) });
  });
  it('a yes on the counting questionnaire needs the physician; the approval is the staff\'s', () => {
    const rec = effectiveRecord({ ...staff, physicianApprovedOn: addDays(DAY, -2) }, { medical: form(-5, { needsPhysician: true }), waiver: form(-5) });
    expect(rec).toMatchObject({ medicalNeedsPhysician: true, physicianApprovedOn: addDays(DAY, -2) });
    expect(readinessProblems({ requiredLevel: 'none', date: DAY, certifications: [], diver: rec })).toEqual([]);
    const before = effectiveRecord({ ...staff, physicianApprovedOn: addDays(DAY, -6) }, { medical: form(-5, { needsPhysician: true }), waiver: form(-5) });
    expect(readinessProblems({ requiredLevel: 'none', date: DAY, certifications: [], diver: before })).toEqual(['physicianApprovalMissing']);
    // An older questionnaire with a yes is replaced by a newer paper one without.
    expect(effectiveRecord(staff, { medical: form(-40, { needsPhysician: true }) }).medicalNeedsPhysician).toBe(false);
  });
  it('a newest form whose signature no longer checks gives no date, even with an older staff entry', () => {
    const rec = effectiveRecord(staff, { medical: form(-5, { valid: false, needsPhysician: true }), waiver: form(-5, { valid: false }) });
    expect(rec).toMatchObject({ medicalDate: null, medicalSource: 'form', medicalNeedsPhysician: false, waiverDate: null, waiverSource: 'form' });
    expect(readinessProblems({ requiredLevel: 'none', date: DAY, certifications: [], diver: rec })).toEqual(['medicalMissing', 'waiverMissing']);
    // A staff entry newer than the changed form counts (the desk took a new paper form).
    expect(effectiveRecord(staff, { medical: form(-30, { valid: false }) })).toMatchObject({ medicalDate: staff.medicalDate, medicalSource: 'staff' });
  });
});

describe('the yes/no questions of a medical', () => {
  it('are the Radio and Select questions with exactly the options Yes and No, of any key', () => {
    const label = { en: 'q', de: 'q' };
    const elements = [
      { type: 'Radio', key: 'lungs', label, options: ['Yes', 'No'] },
      { type: 'Select', key: 'ownQuestion', label, options: ['No', 'Yes'] },
      { type: 'Radio', key: 'level', label, options: ['Yes', 'No', 'Maybe'] },
      { type: 'Text', key: 'note', label },
    ] as Parameters<typeof answeredYes>[0];
    expect(answeredYes(elements, { lungs: 'No', ownQuestion: 'No', level: 'Yes', note: 'Yes' })).toBe(false);
    expect(answeredYes(elements, { lungs: 'No', ownQuestion: 'Yes' })).toBe(true);
    expect(answeredYes(elements, { lungs: 'Yes' })).toBe(true);
    expect(answeredYes(elements, {})).toBe(false);
  });
});

describe('guide ratio per certification level', () => {
  it('a diver counts at their highest verified level, none without one', () => {
    expect(diverLevel([])).toBe('none');
    expect(diverLevel([{ level: 'rescue', verifiedAt: null }])).toBe('none');
    expect(diverLevel([verified('openWater'), verified('advanced'), { level: 'instructor', verifiedAt: null }])).toBe('advanced');
  });
  it('the strictest limit of the divers\' levels and the type applies', () => {
    expect(guideRatio(8, ['openWater', 'advanced'], {})).toBe(8);
    expect(guideRatio(8, ['openWater', 'none'], { none: 2, openWater: 6 })).toBe(2);
    expect(guideRatio(4, ['advanced'], { advanced: 10 })).toBe(4);
    expect(guideRatio(8, [], { none: 1 })).toBe(8);
  });
});

