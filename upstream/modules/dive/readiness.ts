// Whether a diver is ready for a dive (fail-closed, docs/decisions/dive.md): a verified
// certification at or above the dive type's required level, a medical questionnaire signed within
// its validity (with a physician's approval after a yes answer), a signed liability waiver
// within its validity (both periods from the settings, passed in; the dates from the diver's signed
// forms or the staff's record, effectiveRecord()), and every speciality the dive needs (its type's; nitrox gas needs nitrox)
// on a verified certification. Anything missing is a problem; the roll call refuses a diver with problems
// unless a named staff member overrides them with a reason.
import { CERT_LEVELS, type TCertLevel } from '../../../lib/contract/resources/dive';
import type { TSpeciality } from '../../../lib/contract/resources/dive';
import type { TReadinessProblem } from '../../../lib/contract/dive';

/** How long a medical questionnaire and a waiver hold (general settings medicalValidDays, waiverValidDays). */
export type TValidity = { medicalDays: number; waiverDays: number };

/** Where a date of the readiness record came from: a signed form, or typed by staff (a paper form at the desk). */
export type TDateSource = 'form' | 'staff';

/** The medical and waiver a diver's readiness is judged by (effectiveRecord()). */
export type TReadinessRecord = {
  medicalDate: string | null; medicalNeedsPhysician: boolean; physicianApprovedOn: string | null; waiverDate: string | null;
  medicalSource?: TDateSource | null; waiverSource?: TDateSource | null;
  /** The form that gave the date (source 'form'). */
  medicalForm?: string | null; waiverForm?: string | null;
};

/** A diver's newest signed form of one kind: the day signed, whether its signature still checks
 *  (`valid`) and, for the medical, whether a yes/no question was answered Yes. */
export type TSignedForm = { form: string; signedAt: string; date: string; valid: boolean; needsPhysician: boolean };

/** The staff's record and the signed forms, merged: per form kind the newer date counts (a tie goes
 *  to the signed form); the medical's physician flag comes with the questionnaire that counts. A
 *  newest form whose signature no longer checks gives no date at all (fail-closed: neither an older
 *  staff entry nor the form counts). The physician's approval is always the staff's entry. */
export function effectiveRecord(
  staff: { medicalDate: string | null; medicalNeedsPhysician: boolean; physicianApprovedOn: string | null; waiverDate: string | null } | null,
  signed: { medical?: TSignedForm | null; waiver?: TSignedForm | null },
): TReadinessRecord {
  const pick = (form: TSignedForm | null | undefined, typed: string | null | undefined) =>
    (form && (!typed || form.date >= typed) ? form : null);
  const med = pick(signed.medical, staff?.medicalDate);
  const wai = pick(signed.waiver, staff?.waiverDate);
  return {
    medicalDate: med ? (med.valid ? med.date : null) : staff?.medicalDate ?? null,
    medicalNeedsPhysician: med ? med.valid && med.needsPhysician : staff?.medicalNeedsPhysician ?? false,
    medicalSource: med ? 'form' : staff?.medicalDate ? 'staff' : null,
    medicalForm: med?.form ?? null,
    physicianApprovedOn: staff?.physicianApprovedOn ?? null,
    waiverDate: wai ? (wai.valid ? wai.date : null) : staff?.waiverDate ?? null,
    waiverSource: wai ? 'form' : staff?.waiverDate ? 'staff' : null,
    waiverForm: wai?.form ?? null,
  };
}

export type TReadinessInput = {
  requiredLevel: TCertLevel;
  /** The dive's day, YYYY-MM-DD. */
  date: string;
  certifications: { level: string; verifiedAt: Date | string | null; specialities?: string[] }[];
  /** Specialities the dive needs (the type's, nitrox for nitrox gas; requiredSpecialities()). */
  specialities?: readonly TSpeciality[];
  diver: TReadinessRecord | null;
  /** The validity periods (settings). */
  validity: TValidity;
};

export const levelRank = (level: string): number => CERT_LEVELS.indexOf(level as TCertLevel);

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The validity of a form signed on `signed` (null when unsigned). */
export function validUntil(signed: string | null, days: number): string | null {
  return signed ? addDays(signed, days) : null;
}

export function formStatus(signed: string | null, days: number, date: string): 'ok' | 'missing' | 'expired' {
  if (!signed || signed > date) return 'missing';
  return (validUntil(signed, days) as string) < date ? 'expired' : 'ok';
}

/** What a dive needs of a diver: its type's specialities, and nitrox when they breathe nitrox. */
export function requiredSpecialities(typeSpecialities: readonly string[] | null | undefined, gas: string): TSpeciality[] {
  const need = new Set((typeSpecialities ?? []) as TSpeciality[]);
  if (gas === 'nitrox') need.add('nitrox');
  return [...need].sort();
}

/** The needed specialities no verified certification of the diver holds (an unverified one does not count). */
export function missingSpecialities(i: Pick<TReadinessInput, 'certifications' | 'specialities'>): TSpeciality[] {
  const held = new Set(i.certifications.filter((c) => c.verifiedAt).flatMap((c) => c.specialities ?? []));
  return (i.specialities ?? []).filter((s) => !held.has(s));
}

export function readinessProblems(i: TReadinessInput): TReadinessProblem[] {
  const problems: TReadinessProblem[] = [];
  const need = levelRank(i.requiredLevel);
  if (need > 0) {
    const enough = i.certifications.filter((c) => levelRank(c.level) >= need);
    if (!enough.some((c) => c.verifiedAt)) problems.push(enough.length ? 'certificationUnverified' : 'noCertification');
  }
  if (missingSpecialities(i).length) problems.push('specialityMissing');
  const d = i.diver;
  const medical = formStatus(d?.medicalDate ?? null, i.validity.medicalDays, i.date);
  if (medical === 'missing') problems.push('medicalMissing');
  else if (medical === 'expired') problems.push('medicalExpired');
  else if (d?.medicalNeedsPhysician && (!d.physicianApprovedOn || d.physicianApprovedOn < (d.medicalDate as string) || d.physicianApprovedOn > i.date)) {
    problems.push('physicianApprovalMissing');
  }
  const waiver = formStatus(d?.waiverDate ?? null, i.validity.waiverDays, i.date);
  if (waiver === 'missing') problems.push('waiverMissing');
  else if (waiver === 'expired') problems.push('waiverExpired');
  return problems;
}

/** A diver's level for the guide ratio: their highest verified certification ('none' without one). */
export function diverLevel(certifications: readonly { level: string; verifiedAt: Date | string | null }[]): TCertLevel {
  const verified = certifications.filter((c) => c.verifiedAt).map((c) => levelRank(c.level)).filter((r) => r >= 0);
  return verified.length ? CERT_LEVELS[Math.max(...verified)] : 'none';
}

/** Most divers one guide may lead on a dive: the type's ratio, lowered by the strictest limit the
 *  settings give for the levels of the divers on it (general.diversPerGuideByLevel). */
export function guideRatio(typeRatio: number, levels: readonly TCertLevel[], byLevel: Partial<Record<TCertLevel, number>>): number {
  const limits = levels.map((l) => byLevel[l]).filter((n): n is number => typeof n === 'number');
  return Math.min(typeRatio, ...limits);
}

