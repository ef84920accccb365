// The questions of a guest form (/guestform/{id}/{token}): what a dive centre or a liveaboard
// needs of each guest before arrival (the authorities' registration, the emergency contact, the
// diving experience, health and diet). The spec names the guest form but not its fields; this set
// follows what booking systems of the trade ask (docs/decisions/guest-forms.md). Keys match the
// customer's fields where one exists, so that staff can copy the answers into the customer.
import type { TFormElement } from './form-access';

const t = (en: string, de: string) => ({ en, de });

export const CERTIFICATIONS = ['None', 'Scuba Diver', 'Open Water', 'Advanced Open Water', 'Rescue Diver', 'Divemaster', 'Instructor'];

export const GUEST_FORM_ELEMENTS: TFormElement[] = [
  { type: 'Header', key: 'personal', label: t('Personal data', 'Persönliche Daten'), required: false },
  { type: 'Text', key: 'firstName', label: t('First name', 'Vorname'), required: true },
  { type: 'Text', key: 'lastName', label: t('Last name', 'Nachname'), required: true },
  { type: 'Date', key: 'birthday', label: t('Date of birth', 'Geburtsdatum'), required: true },
  { type: 'Text', key: 'nationality', label: t('Nationality', 'Staatsangehörigkeit'), required: false },
  { type: 'Text', key: 'passportNo', label: t('Passport number', 'Reisepassnummer'), required: false },
  { type: 'Date', key: 'passportExpiry', label: t('Passport valid until', 'Reisepass gültig bis'), required: false },
  { type: 'Text', key: 'email', label: t('E-mail', 'E-Mail'), required: false },
  { type: 'Text', key: 'phone', label: t('Phone', 'Telefon'), required: false },
  { type: 'Header', key: 'emergency', label: t('Emergency contact', 'Notfallkontakt'), required: false },
  { type: 'Text', key: 'emergencyName', label: t('Name', 'Name'), required: false },
  { type: 'Text', key: 'emergencyPhone', label: t('Phone', 'Telefon'), required: false },
  { type: 'Header', key: 'diving', label: t('Diving', 'Tauchen'), required: false },
  { type: 'Select', key: 'certification', label: t('Highest certification', 'Höchstes Brevet'), required: false, options: CERTIFICATIONS },
  { type: 'Text', key: 'certificationNo', label: t('Certification number', 'Brevetnummer'), required: false },
  { type: 'Text', key: 'loggedDives', label: t('Logged dives', 'Geloggte Tauchgänge'), required: false },
  { type: 'Date', key: 'lastDive', label: t('Last dive', 'Letzter Tauchgang'), required: false },
  { type: 'Header', key: 'health', label: t('Health and diet', 'Gesundheit und Ernährung'), required: false },
  { type: 'QuestionLong', key: 'medical', label: t('Medical conditions we should know of', 'Erkrankungen, die wir kennen sollten'), required: false },
  { type: 'QuestionLong', key: 'diet', label: t('Dietary requirements', 'Ernährungswünsche'), required: false },
];

/** How the browser should treat some guest questions: the keyboard a phone shows, and what it may
 *  fill in from the person's own data (only for the first guest: the one filling in the form). */
export const GUEST_INPUT_HINTS: Record<string, { type?: 'email' | 'tel'; autoComplete?: string }> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  birthday: { autoComplete: 'bday' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  emergencyPhone: { type: 'tel' },
};

/** The questions a guest answers with a file (a picture or a PDF, up to the general setting
 *  maxGuestFormFileSizeinKb): sent with the form's token, kept with the form (migration 0042). */
export const GUEST_FORM_FILES: { key: string; label: { en: string; de: string } }[] = [
  { key: 'certificationCard', label: t('Certification card (photo or PDF)', 'Brevetkarte (Foto oder PDF)') },
  { key: 'passportCopy', label: t('Passport photo page', 'Reisepass-Bildseite') },
  { key: 'medicalStatement', label: t('Signed medical statement', 'Unterschriebene ärztliche Erklärung') },
];
