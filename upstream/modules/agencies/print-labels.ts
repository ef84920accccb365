// The texts of the agency printouts (print.ts) and of GET /api/agencies/templates: one row per
// label with its text in every supported language, so a label cannot be missing in one of them.
import { SUPPORTED_LANGUAGES, type TLanguage } from '../../../lib/validation/language';

const TEXTS = {
  datasheet: { de: 'Agenturdatenblatt', en: 'Agency data sheet' },
  statement: { de: 'Agenturabrechnung', en: 'Agency statement' },
  datasheetText: { de: 'Stammdaten, Kontakt, Konditionen und Guthaben der Agentur.', en: 'The agency\'s master data, contact, terms and credit balances.' },
  statementText: { de: 'Buchungen mit Anreise im Zeitraum: Brutto, Provision, Netto, bezahlt, offen; die Zahlungen im Zeitraum.', en: 'Bookings arriving in the period: gross, commission, net, paid, open; the payments received in the period.' },
  period: { de: 'Zeitraum', en: 'Period' },
  printedOn: { de: 'gedruckt am', en: 'printed on' },
  name: { de: 'Name', en: 'Name' },
  type: { de: 'Art', en: 'Type' },
  contact: { de: 'Ansprechpartner', en: 'Contact' },
  email: { de: 'E-Mail', en: 'E-mail' },
  phone: { de: 'Telefon', en: 'Phone' },
  address: { de: 'Adresse', en: 'Address' },
  website: { de: 'Website', en: 'Website' },
  vatId: { de: 'USt-IdNr.', en: 'VAT id' },
  commission: { de: 'Provision', en: 'Commission' },
  terms: { de: 'Zahlungsbedingungen', en: 'Terms of payment' },
  currency: { de: 'Währung', en: 'Currency' },
  language: { de: 'Sprache', en: 'Language' },
  creditLimit: { de: 'Kreditlimit', en: 'Credit limit' },
  credits: { de: 'Guthaben', en: 'Credit balance' },
  noCredits: { de: 'Kein Guthaben.', en: 'No credit.' },
  bookings: { de: 'Buchungen', en: 'Bookings' },
  booking: { de: 'Buchung', en: 'Booking' },
  arrival: { de: 'Anreise', en: 'Arrival' },
  gross: { de: 'Brutto', en: 'Gross' },
  commissionCol: { de: 'Provision', en: 'Commission' },
  net: { de: 'Netto', en: 'Net' },
  paid: { de: 'Bezahlt', en: 'Paid' },
  open: { de: 'Offen', en: 'Open' },
  total: { de: 'Summe', en: 'Total' },
  noBookings: { de: 'Keine Buchungen im Zeitraum.', en: 'No bookings in the period.' },
  payments: { de: 'Zahlungen', en: 'Payments' },
  date: { de: 'Datum', en: 'Date' },
  amount: { de: 'Betrag', en: 'Amount' },
  status: { de: 'Status', en: 'Status' },
  noPayments: { de: 'Keine Zahlungen im Zeitraum.', en: 'No payments in the period.' },
} satisfies Record<string, Record<TLanguage, string>>;

export type TAgencyPrintLabel = keyof typeof TEXTS;
type TAgencyPrintLabels = Record<TAgencyPrintLabel, string>;

const inLanguage = (lang: TLanguage) =>
  Object.fromEntries(Object.entries(TEXTS).map(([key, text]) => [key, text[lang]])) as TAgencyPrintLabels;

/** The labels in one language: AGENCY_PRINT_LABELS[lang].datasheet. */
export const AGENCY_PRINT_LABELS = Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, inLanguage(lang)])) as Record<TLanguage, TAgencyPrintLabels>;
