// The texts of the agency printouts (print.ts) and of GET /api/agencies/templates, in de and en.
export const AGENCY_PRINT_LABELS = {
  de: {
    datasheet: 'Agenturdatenblatt', statement: 'Agenturabrechnung',
    datasheetText: 'Stammdaten, Kontakt, Konditionen und Guthaben der Agentur.',
    statementText: 'Buchungen mit Anreise im Zeitraum: Brutto, Provision, Netto, bezahlt, offen; die Zahlungen im Zeitraum.',
    period: 'Zeitraum', printedOn: 'gedruckt am', name: 'Name', type: 'Art', contact: 'Ansprechpartner', email: 'E-Mail', phone: 'Telefon',
    address: 'Adresse', website: 'Website', vatId: 'USt-IdNr.', commission: 'Provision', terms: 'Zahlungsbedingungen', currency: 'Währung',
    language: 'Sprache', creditLimit: 'Kreditlimit', credits: 'Guthaben', noCredits: 'Kein Guthaben.',
    bookings: 'Buchungen', booking: 'Buchung', arrival: 'Anreise', gross: 'Brutto', commissionCol: 'Provision', net: 'Netto', paid: 'Bezahlt',
    open: 'Offen', total: 'Summe', noBookings: 'Keine Buchungen im Zeitraum.', payments: 'Zahlungen', date: 'Datum', amount: 'Betrag',
    status: 'Status', noPayments: 'Keine Zahlungen im Zeitraum.',
  },
  en: {
    datasheet: 'Agency data sheet', statement: 'Agency statement',
    datasheetText: 'The agency\'s master data, contact, terms and credit balances.',
    statementText: 'Bookings arriving in the period: gross, commission, net, paid, open; the payments received in the period.',
    period: 'Period', printedOn: 'printed on', name: 'Name', type: 'Type', contact: 'Contact', email: 'E-mail', phone: 'Phone',
    address: 'Address', website: 'Website', vatId: 'VAT id', commission: 'Commission', terms: 'Terms of payment', currency: 'Currency',
    language: 'Language', creditLimit: 'Credit limit', credits: 'Credit balance', noCredits: 'No credit.',
    bookings: 'Bookings', booking: 'Booking', arrival: 'Arrival', gross: 'Gross', commissionCol: 'Commission', net: 'Net', paid: 'Paid',
    open: 'Open', total: 'Total', noBookings: 'No bookings in the period.', payments: 'Payments', date: 'Date', amount: 'Amount',
    status: 'Status', noPayments: 'No payments in the period.',
  },
} as const;
