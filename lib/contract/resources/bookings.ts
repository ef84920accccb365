// Bookings and the records around them (spec section 3: Booking with its defaults: state
// draft, language de, currency EUR). Booking behaviour (states, calculation, rooms) comes in
// its own issue; these are the stored records and the generic pattern over them.
import { z } from 'zod';
import { alsoScopes, defineResource, f } from './define';
import { BOOKING_CHANNELS, BOOKING_STATES, LANGUAGES } from './enums';

const bookingScopes = alsoScopes(['bookings.read'], ['bookings.update']);

export const bookings = defineResource({
  name: 'bookings', base: '/api/bookings', scope: 'bookings', label: 'title', asset: 'both',
  /** Agencies list their own bookings, customers theirs (spec section 6). */
  self: [
    { scope: 'agencies.self', field: 'agency', principal: 'agencyId', actions: ['read'] },
    { scope: 'customers.self', field: 'customer', principal: 'customerId', actions: ['read'] },
  ],
  defaultSort: { field: 'bookingDate', order: -1 },
  fields: {
    bookingNo: f.text({ max: 50, search: true, sort: true, unique: true, server: true }),
    reservationNo: f.text({ max: 50, search: true, sort: true, server: true }),
    offerNo: f.text({ max: 50, search: true, sort: true, server: true }),
    /** Name of the main guest, as shown in lists. */
    title: f.text({ max: 200, search: true, sort: true }),
    type: f.enum(['resort', 'tour', 'dayguest'], { default: 'resort', sort: true }),
    state: f.enum(BOOKING_STATES, { default: 'draft', sort: true, server: true }),
    tour: f.ref('tours'),
    schedule: f.ref('schedules'),
    source: f.ref('bookingsource'),
    /** Where the booking came from (issue 14): the back office, an agency, the public /book page
     *  or the widget. Kept by the server; `source` stays the operator's own booking-source list. */
    channel: f.enum(BOOKING_CHANNELS, { default: 'backoffice', sort: true, filter: true, server: true }),
    /** What a public guest gave on the booking page: e-mail, phone and message (staff read them
     *  on the detail; the lead guest's customer record has the e-mail and phone too). */
    contactEmail: f.text({ format: 'email', search: true, server: true }),
    contactPhone: f.text({ max: 50, search: true, server: true }),
    guestMessage: f.text({ format: 'multiline', max: 2000, server: true }),
    category: f.ref('bookingcategory'),
    agency: f.ref('agencies'),
    customer: f.ref('customers'),
    roomPrice: f.ref('price'),
    termsOfPayment: f.ref('terms'),
    commission: f.ref('commission'),
    tax: f.ref('tax'),
    noOfPax: f.int({ min: 0, max: 1000, default: 1, sort: true, filter: true, server: true }),
    dateFrom: f.date({ sort: true, filter: true, server: true }),
    dateTo: f.date({ sort: true, filter: true, server: true }),
    bookingDate: f.datetime({ sort: true, filter: true, server: true }),
    reservationDate: f.datetime({ server: true }),
    cancelationDate: f.datetime({ server: true }),
    resolvedDate: f.datetime(),
    freedDate: f.datetime({ server: true }),
    /** Set when deleted; the list shows deleted bookings only when its filter names this field. */
    deletedDate: f.datetime({ server: true, filter: true }),
    systemReference: f.text({ max: 200, search: true }),
    language: f.enum(LANGUAGES, { default: 'de' }),
    currency: f.text({ format: 'currency', default: 'EUR', filter: true }),
    resolved: f.bool(false, { filter: true }),
    /** Guests arrived / left (booking core checkin and checkout actions). */
    checkedIn: f.bool(false, { filter: true, server: true }),
    checkedOut: f.bool(false, { filter: true, server: true }),
    hasOpenTodos: f.bool(false, { filter: true }),
    hasExceededDueDate: f.bool(false, { filter: true }),
    /** Minor units. */
    expenses: f.money({ default: 0 }),
    references: f.textList({ max: 200 }),
    resort: f.resort({ server: true }),
    vessel: f.vessel({ server: true }),
  },
});

export const bookingcomment = defineResource({
  name: 'bookingcomment', base: '/api/bookingcomment', scope: 'bookingcomment', also: bookingScopes, label: 'text',
  defaultSort: { field: 'createdAt', order: -1 }, parent: { field: 'booking', resource: 'bookings' },
  fields: {
    booking: f.ref('bookings', { required: true }),
    text: f.text({ required: true, format: 'multiline', search: true }),
    author: f.text({ max: 200, search: true }),
    isInternal: f.bool(true, { filter: true }),
    pinned: f.bool(false, { filter: true }),
  },
});

/** An online booking request from the public booking flow (before it becomes a booking). */
export const book = defineResource({
  name: 'book', base: '/api/book', scope: 'book', also: bookingScopes, label: 'name', asset: 'both',
  defaultSort: { field: 'createdAt', order: -1 },
  fields: {
    name: f.name(),
    email: f.text({ format: 'email', search: true, sort: true }),
    phone: f.text({ max: 50 }),
    requestNo: f.text({ max: 50, search: true, sort: true }),
    schedule: f.ref('schedules'),
    roomType: f.ref('roomtypes'),
    dateFrom: f.date({ sort: true, filter: true }),
    dateTo: f.date({ sort: true }),
    noOfPax: f.int({ min: 1, max: 100, default: 1 }),
    language: f.enum(LANGUAGES, { default: 'de' }),
    currency: f.text({ format: 'currency', default: 'EUR' }),
    status: f.enum(['new', 'converted', 'rejected'], { default: 'new', sort: true }),
    message: f.text({ format: 'multiline' }),
    booking: f.ref('bookings'),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

/** A guest's arrival or departure (flight, transfer); the lookup by date needs a resort. */
export const arrivaldeparture = defineResource({
  name: 'arrivaldeparture', base: '/api/arrivaldeparture', scope: 'arrivaldeparture', also: bookingScopes,
  label: 'guestName', asset: 'resort', defaultSort: { field: 'date', order: 1 },
  fields: {
    guestName: f.text({ required: true, max: 200, search: true, sort: true }),
    direction: f.enum(['arrival', 'departure'], { required: true, sort: true }),
    date: f.date({ required: true, sort: true, filter: true }),
    time: f.text({ format: 'time', sort: true }),
    flightNo: f.text({ max: 10, search: true }),
    airline: f.ref('airline'),
    airport: f.ref('airport'),
    booking: f.ref('bookings'),
    customer: f.ref('customers'),
    noOfPax: f.int({ min: 1, max: 100, default: 1 }),
    transfer: f.bool(false, { filter: true }),
    note: f.text({ format: 'multiline' }),
    resort: f.resort({ required: true }),
  },
});

/** A day guest (a visitor without a stay: day trip, course, try dive). */
export const dayguest = defineResource({
  name: 'dayguest', base: '/api/dayguest', scope: 'dayguest', also: bookingScopes, label: 'name', asset: 'resort',
  defaultSort: { field: 'date', order: -1 },
  fields: {
    name: f.name(),
    customer: f.ref('customers'),
    date: f.date({ required: true, sort: true, filter: true }),
    noOfPax: f.int({ min: 1, max: 100, default: 1 }),
    activity: f.text({ max: 200, search: true }),
    dayEvent: f.ref('dayevent'),
    amount: f.money({ default: 0 }),
    currency: f.text({ format: 'currency', default: 'EUR' }),
    paid: f.bool(false, { filter: true }),
    note: f.text({ format: 'multiline' }),
    resort: f.resort(),
  },
});

/** A bookable event of one day (excursion, course day, party). */
export const dayevent = defineResource({
  name: 'dayevent', base: '/api/dayevent', scope: 'dayevent', also: bookingScopes, label: 'name', asset: 'resort',
  defaultSort: { field: 'date', order: -1 },
  fields: {
    name: f.name(),
    date: f.date({ required: true, sort: true, filter: true }),
    start: f.text({ format: 'time' }),
    end: f.text({ format: 'time' }),
    capacity: f.int({ min: 0, max: 10000 }),
    amount: f.money({ default: 0 }),
    currency: f.text({ format: 'currency', default: 'EUR' }),
    description: f.i18n(),
    resort: f.resort(),
  },
});

/** What makes a to-do rule apply to a booking (modules/todos/booking-todos.ts): every booking that
 *  holds rooms, one with fewer answered guest forms than guests, one that still owes money. */
export const TODO_CALC_TYPES = ['daysBeforeArrival', 'missingGuestform', 'openPayment'] as const;
/** A to-do rule: what makes it apply, and its due day, `value` days before arrival. */
export const ZTodoRule = z.strictObject({ calcType: z.enum(TODO_CALC_TYPES), value: z.int().min(0).max(365) });

/** A task (spec section 3: Todo). */
export const todo = defineResource({
  name: 'todo', base: '/api/todo', scope: 'todo', label: 'text', defaultSort: { field: 'due', order: 1 },
  fields: {
    group: f.text({ max: 100, search: true, sort: true, filter: true }),
    text: f.text({ required: true, max: 500, search: true, sort: true }),
    due: f.date({ sort: true, filter: true }),
    open: f.bool(true, { filter: true, sort: true }),
    definition: f.text({ max: 100 }),
    rule: f.json(ZTodoRule.nullable()),
    closeOnAbort: f.bool(false),
    editedBy: f.text({ max: 200 }),
    predefined: f.bool(false, { filter: true }),
    booking: f.ref('bookings'),
  },
});

/** A booking of a master system (CRM master, assetMaster feature), mirrored read-mostly. */
export const master = defineResource({
  name: 'master', base: '/api/master', scope: 'master', also: bookingScopes, label: 'bookingNo',
  defaultSort: { field: 'dateFrom', order: -1 },
  fields: {
    system: f.text({ required: true, max: 100, filter: true, sort: true }),
    externalId: f.text({ required: true, max: 200, search: true }),
    bookingNo: f.text({ required: true, max: 200, search: true, sort: true }),
    customerName: f.text({ max: 200, search: true, sort: true }),
    dateFrom: f.date({ sort: true, filter: true }),
    dateTo: f.date({ sort: true }),
    state: f.enum(BOOKING_STATES, { default: 'draft' }),
    noOfPax: f.int({ min: 0, max: 1000, default: 1 }),
    data: f.json(z.record(z.string(), z.unknown()), { default: {} }),
  },
});

export const BOOKING_RESOURCES = [bookings, bookingcomment, book, arrivaldeparture, dayguest, dayevent, todo, master];
