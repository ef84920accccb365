// Tours (liveaboard itineraries) and their schedules (dated departures). Known by name only;
// field choices in docs/decisions/resources.md. Schedule calls of api-calls 7.8 come later.
import { defineResource, f } from './define';

export const tours = defineResource({
  name: 'tours', base: '/api/tours', scope: 'tours', label: 'name', asset: 'vessel', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    internalId: f.text({ max: 50, search: true, sort: true }),
    vessel: f.vessel(),
    destination: f.ref('destination'),
    embarkPort: f.ref('port'),
    disembarkPort: f.ref('port'),
    nights: f.int({ min: 0, max: 365, default: 7, sort: true, filter: true }),
    divesIncluded: f.int({ min: 0, max: 1000 }),
    description: f.i18n(),
    itinerary: f.i18n(),
    images: f.textList({ max: 500, format: 'media' }),
    /** The start times of a full dive day's dive slots on board (e.g. 07:00, 10:30, 14:30, 19:00);
     *  the itinerary gives each day of a departure these slots (docs/decisions/dive.md). */
    diveSlots: f.textList({ max: 5, format: 'time' }),
    /** Dives on the embarkation day: the last n slots (0: none). */
    arrivalDayDives: f.int({ min: 0, max: 10, default: 0 }),
    /** Dives on the disembarkation day: the first n slots (0: none, no diving before flying). */
    departureDayDives: f.int({ min: 0, max: 10, default: 0 }),
    isActive: f.bool(true, { filter: true, sort: true }),
    isVisible: f.bool(true, { filter: true }),
  },
});

export const schedules = defineResource({
  name: 'schedules', base: '/api/schedules', scope: 'schedules', label: 'name', asset: 'vessel', defaultSort: { field: 'dateFrom', order: 1 },
  fields: {
    name: f.name(),
    tour: f.ref('tours'),
    vessel: f.vessel(),
    dateFrom: f.date({ required: true, sort: true, filter: true }),
    dateTo: f.date({ required: true, sort: true, filter: true }),
    embarkPort: f.ref('port'),
    disembarkPort: f.ref('port'),
    price: f.ref('price'),
    status: f.enum(['open', 'closed', 'fullCharter', 'cancelled'], { default: 'open', sort: true }),
    maxPax: f.int({ min: 0, max: 1000, sort: true }),
    isVisible: f.bool(true, { filter: true }),
    note: f.text({ format: 'multiline' }),
  },
});

export const TOUR_RESOURCES = [tours, schedules];
