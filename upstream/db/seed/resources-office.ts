// Demo records: mail (templates, queue, accounts, schedules, text blocks), media, payment
// providers, payments, banks, taxes, the accounting plugin, forms, contests, widgets and
// connections to other systems.
import { DIVER_FORM_SEEDS } from './diver-forms';
import { sid, type TSeedRows } from './resources-ids';

const R = sid('resort:coral');
const V = sid('vessel:horizon');
const en = (text: string, de: string) => ({ en: text, de });

export const OFFICE_SEEDS: TSeedRows = {
  mailaccount: [
    { key: 'res', name: 'Reservations', email: 'reservations@coralgarden.example.com', provider: 'imap', imapHost: 'imap.example.com', smtpHost: 'smtp.example.com', username: 'reservations', isDefault: true },
  ],
  mail: [
    { key: 'm1', subject: 'Question about nitrox courses', account: sid('mailaccount:res'), from: 'sofia.rossi@example.com', to: ['reservations@coralgarden.example.com'], body: 'Hello, do you offer the nitrox course in May?', date: '2026-11-18T09:12:00Z', customer: sid('customers:sofia') },
    { key: 'm2', subject: 'Re: Booking B-2027-0001', account: sid('mailaccount:res'), from: 'anna.schmidt@example.com', to: ['reservations@coralgarden.example.com'], body: 'Thank you, the deposit is on its way.', date: '2026-11-19T17:40:00Z', read: true, booking: sid('bookings:b1'), customer: sid('customers:anna') },
  ],
  // The demo mails nobody by itself (docs/decisions/demo-data.md, "No mail by itself"): its rules
  // are inactive, its queue holds only mails already sent or cancelled. The templates use the fixed
  // keys the product looks for (confirmation, guestForm) and print what they exist to carry.
  mailtemplate: [
    { key: 'confirm', name: 'Booking confirmation', key_: 'confirmation', kind: 'Text', attachInvoice: true, subject: en('Your booking {{booking.number}} – {{asset.name}}', 'Ihre Buchung {{booking.number}} – {{asset.name}}'), body: en(
      'Dear {{customer.name}},\n\nthank you for your booking {{booking.number}} at {{asset.name}}, {{booking.dateFrom}} – {{booking.dateTo}}, for {{booking.noOfPax}} guests.\n\nTotal {{booking.total}}, paid {{booking.paid}}, open {{booking.open}}.{{#if links.payment}} {{link links.payment "Pay online"}}{{/if}}\n\n{{#each links.guestForms}}Guest form {{name}}: {{link url name}}\n{{/each}}\nThe confirmation is attached.',
      'Liebe(r) {{customer.name}},\n\nvielen Dank für Ihre Buchung {{booking.number}} in {{asset.name}}, {{booking.dateFrom}} – {{booking.dateTo}}, für {{booking.noOfPax}} Gäste.\n\nGesamt {{booking.total}}, bezahlt {{booking.paid}}, offen {{booking.open}}.{{#if links.payment}} {{link links.payment "Online bezahlen"}}{{/if}}\n\n{{#each links.guestForms}}Gästeformular {{name}}: {{link url name}}\n{{/each}}\nDie Bestätigung finden Sie im Anhang.') },
    { key: 'reminder', name: 'Payment reminder', key_: 'paymentReminder', kind: 'Payment', subject: en('Payment reminder {{booking.number}}', 'Zahlungserinnerung {{booking.number}}'), body: en('Dear {{customer.name}},\n\nfor your booking {{booking.number}} {{booking.open}} are still open.{{#if links.payment}} {{link links.payment "Pay online"}}{{/if}}', 'Liebe(r) {{customer.name}},\n\nfür Ihre Buchung {{booking.number}} sind noch {{booking.open}} offen.{{#if links.payment}} {{link links.payment "Online bezahlen"}}{{/if}}') },
    { key: 'cancel', name: 'Cancellation', key_: 'cancellation', kind: 'Cancellation', subject: en('Cancellation {{booking.number}}', 'Stornierung {{booking.number}}'), body: en('We have cancelled your booking.', 'Wir haben Ihre Buchung storniert.') },
    { key: 'guestform', name: 'Guest form request', key_: 'guestForm', kind: 'Information', subject: en('Please complete your guest form', 'Bitte füllen Sie Ihr Gästeformular aus'), body: en('Dear {{customer.name}},\n\nplease fill in the guest form for each guest of your booking {{booking.number}}:\n\n{{#each links.guestForms}}{{link url name}}\n{{/each}}', 'Liebe(r) {{customer.name}},\n\nbitte füllen Sie für jeden Gast Ihrer Buchung {{booking.number}} das Gästeformular aus:\n\n{{#each links.guestForms}}{{link url name}}\n{{/each}}') },
  ],
  mailqueue: [
    { key: 'q1', subject: 'Your booking B-2027-0001', to: 'anna.schmidt@example.com', template: sid('mailtemplate:confirm'), booking: sid('bookings:b1'), status: 'sent', attempts: 1, plannedAt: '2026-11-02T10:16:00Z', sentAt: '2026-11-02T10:16:05Z', kind: 'booking', text: 'Dear Anna Schmidt,\n\nthank you for your booking B-2027-0001.', html: '<p>Dear Anna Schmidt,</p><p>thank you for your booking B-2027-0001.</p>' },
    { key: 'q2', subject: 'Payment reminder B-2027-0001', to: 'anna.schmidt@example.com', template: sid('mailtemplate:reminder'), booking: sid('bookings:b1'), status: 'cancelled', plannedAt: '2026-11-25T08:00:00Z', kind: 'booking', text: 'Dear Anna Schmidt,\n\nfor your booking B-2027-0001 the rest is still open.', html: '<p>Dear Anna Schmidt,</p><p>for your booking B-2027-0001 the rest is still open.</p>' },
  ],
  mailschedule: [
    { key: 'pre', name: 'Pre-arrival information', template: sid('mailtemplate:guestform'), trigger: 'beforeArrival', offsetDays: 14, time: '09:00', withoutCompletedGuestForm: true, isActive: false },
    { key: 'thanks', name: 'Thank you after the stay', template: sid('mailtemplate:confirm'), trigger: 'afterDeparture', offsetDays: 2, time: '10:00', isActive: false },
  ],
  textblockgroup: [
    { key: 'invoice', name: 'Invoice', sort: 1 },
    { key: 'voucher', name: 'Vouchers', sort: 2 },
  ],
  textblock: [
    { key: 'bank', name: 'Bank details', key_: 'bankDetails', group: sid('textblockgroup:invoice'), text: en('IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX', 'IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX'), sort: 1 },
    { key: 'terms', name: 'Cancellation terms', key_: 'cancellationTerms', group: sid('textblockgroup:invoice'), text: en('Cancellations are charged according to the terms of payment.', 'Stornierungen werden gemäß den Zahlungsbedingungen berechnet.'), sort: 2 },
    { key: 'footer', name: 'Voucher footer', key_: 'voucherFooter', group: sid('textblockgroup:voucher'), text: en('Please show this voucher at check-in.', 'Bitte zeigen Sie diesen Gutschein beim Check-in vor.'), sort: 1 },
  ],
  mediafolder: [
    { key: 'resort', name: 'Resort photos', sort: 1 },
    { key: 'vessel', name: 'Vessel photos', sort: 2 },
    { key: 'docs', name: 'Documents', sort: 3 },
  ],
  media: [
    { key: 'pool', name: 'Pool and beach.jpg', folder: sid('mediafolder:resort'), kind: 'image', mimeType: 'image/jpeg', sizeInBytes: 482133, alt: en('Pool and beach at sunset', 'Pool und Strand bei Sonnenuntergang'), tags: ['resort', 'pool'] },
    { key: 'deck', name: 'Sun deck.jpg', folder: sid('mediafolder:vessel'), kind: 'image', mimeType: 'image/jpeg', sizeInBytes: 391022, tags: ['vessel'] },
    { key: 'med', name: 'Medical statement.pdf', folder: sid('mediafolder:docs'), kind: 'document', mimeType: 'application/pdf', sizeInBytes: 120455 },
  ],
  payprovider: [
    { key: 'stripe', name: 'Credit card (Stripe)', provider: 'stripe', currencies: ['EUR', 'USD'], feePercent: 1.5, sort: 1, isDefault: true },
    { key: 'paypal', name: 'PayPal', provider: 'paypal', currencies: ['EUR'], feePercent: 2.5, sort: 2 },
    { key: 'transfer', name: 'Bank transfer', provider: 'bankTransfer', sort: 3 },
    { key: 'cash', name: 'Cash on site', provider: 'cash', currencies: ['EUR', 'USD', 'EGP'], sort: 4 },
  ],
  payments: [
    { key: 'p1', reference: 'Deposit B-2027-0001', booking: sid('bookings:b1'), customer: sid('customers:anna'), provider: sid('payprovider:stripe'), amount: 37380, method: 'online', status: 'paid', paidAt: '2026-11-03T12:00:00Z' },
    { key: 'p2', reference: 'Deposit B-2027-0003', booking: sid('bookings:b3'), provider: sid('payprovider:transfer'), amount: 25000, method: 'transfer', status: 'pending' },
  ],
  banks: [
    { key: 'spk', name: 'Business account', bankName: 'Sparkasse Hamburg', accountHolder: 'Coral Garden GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', openingBalance: 1500000 },
    { key: 'wise', name: 'USD account', bankName: 'Wise', accountHolder: 'Coral Garden GmbH', currency: 'USD', openingBalance: 0 },
  ],
  bankentries: [
    { key: 'e1', purpose: 'B-2027-0003 Anzahlung Hoffmann', bank: sid('banks:spk'), date: '2026-11-20', amount: 25000, counterparty: 'Tauchreisen Nord GmbH', iban: 'DE02120300000000202051', status: 'open' },
    { key: 'e2', purpose: 'Stripe payout', bank: sid('banks:spk'), date: '2026-11-05', amount: 36819, counterparty: 'Stripe Payments Europe', status: 'matched', booking: sid('bookings:b1') },
    { key: 'e3', purpose: 'Aqualung invoice 2026-1182', bank: sid('banks:spk'), date: '2026-11-12', amount: -184500, counterparty: 'Aqualung Distribution GmbH', status: 'ignored' },
  ],
  tax: [
    { key: 'de19', name: 'VAT 19 %', value: 19, inclusive: true, status: 'active', country: 'DE' },
    { key: 'eg14', name: 'Egyptian VAT 14 %', value: 14, inclusive: true, status: 'active', country: 'EG' },
    { key: 'none', name: 'No tax', value: 0 },
  ],
  formdef: [
    { key: 'reg', name: 'Guest registration', description: en('Personal data for the authorities.', 'Persönliche Daten für die Behörden.'), elements: [
      { type: 'Header', key: 'personal', label: en('Personal data', 'Persönliche Daten') },
      { type: 'Text', key: 'passportNo', label: en('Passport number', 'Reisepassnummer'), required: true },
      { type: 'Date', key: 'passportExpiry', label: en('Passport valid until', 'Reisepass gültig bis'), required: true },
      { type: 'Select', key: 'certification', label: en('Certification', 'Brevet'), options: ['Open Water', 'Advanced', 'Rescue', 'Divemaster'] },
    ] },
    { key: 'medical', name: 'Medical questionnaire', elements: [{ type: 'MultipleChoice', key: 'conditions', label: en('Do any of these apply?', 'Trifft etwas davon zu?'), options: ['Asthma', 'Heart disease', 'Diabetes'] }] },
    ...DIVER_FORM_SEEDS,
  ],
  form: [
    { key: 'f1', name: 'Anna Schmidt – registration', formdef: sid('formdef:reg'), customer: sid('customers:anna'), booking: sid('bookings:b1'), status: 'submitted', data: { passportNo: 'C01X00T47', certification: 'Advanced' }, submittedAt: '2026-11-21T20:00:00Z' },
  ],
  guestform: [
    { key: 'g1', name: 'Anna Schmidt', booking: sid('bookings:b1'), customer: sid('customers:anna'), status: 'submitted', data: { nationality: 'DE' }, submittedAt: '2026-11-21T20:00:00Z' },
    { key: 'g2', name: 'Lukas Weber', booking: sid('bookings:b2'), customer: sid('customers:lukas'), kind: 'multi' },
  ],
  contest: [
    { key: 'photo', name: 'Underwater photo contest 2027', description: en('Best photo of the season wins a week on board.', 'Das beste Foto der Saison gewinnt eine Woche an Bord.'), prize: 'One week on MY Blue Horizon', validFrom: '2027-01-01', validTo: '2027-10-31', status: 'active' },
  ],
  widget: [
    { key: 'resort', name: 'Resort booking widget', slug: 'coral-garden', kind: 'booking', allowedOrigins: ['https://www.coralgarden.example.com'], resort: R },
    { key: 'vessel', name: 'Liveaboard availability', slug: 'blue-horizon', kind: 'availability', language: 'en', allowedOrigins: ['https://www.bluehorizon.example.com'], vessel: V },
  ],
  systemconnection: [
    { key: 'crm', name: 'CRM master', system: 'crm-master', url: 'https://crm.example.com', username: 'tourbook' },
    { key: 'ota', name: 'Channel manager', system: 'channel-manager', url: 'https://channels.example.com', isActive: false },
  ],
};
