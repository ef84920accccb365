// Resorts, vessels, tours and schedules: lists with their own create and edit routes.
import { cols, defineScreens, flds } from './types';

const imagesField = { field: 'images', widget: 'tags', wide: true, hint: 'resources.hints.imageUrls' } as const;

export const ASSET_SCREENS = defineScreens([
  {
    id: 'resort', path: '/resort/list', resource: 'resort', editPath: '/resort/:id', createPath: '/resort/create',
    columns: cols('name', 'internalId', 'destination', 'city', 'country', 'currency', 'isActive'),
    fields: flds(
      'name', 'internalId', 'destination', 'email', 'phone', 'website', 'street', 'zip', 'city', 'country',
      'currency', 'timezone', 'checkInTime', 'checkOutTime', 'isActive', 'isVisible', imagesField, 'description',
    ),
  },
  {
    id: 'vessel', path: '/vessel/list', resource: 'vessel', editPath: '/vessel/:id', createPath: '/vessel/create',
    columns: cols('name', 'internalId', 'destination', 'homePort', 'maxGuests', 'lengthInM', 'isActive'),
    fields: flds(
      'name', 'internalId', 'destination', 'homePort', 'flag', 'lengthInM', 'buildYear', 'maxGuests', 'currency',
      'timezone', 'isActive', 'isVisible', imagesField, 'description',
    ),
  },
  {
    id: 'tours', path: '/tour/list', resource: 'tours', editPath: '/tour/:id', createPath: '/tour/create',
    columns: cols('name', 'internalId', 'vessel', 'destination', 'nights', 'isActive'),
    fields: flds(
      'name', 'internalId', 'vessel', 'destination', 'embarkPort', 'disembarkPort', 'nights', 'divesIncluded',
      { field: 'diveSlots', wide: true }, 'arrivalDayDives', 'departureDayDives',
      'isActive', 'isVisible', imagesField, 'description', 'itinerary',
    ),
  },
  {
    id: 'schedules', path: '/schedule', resource: 'schedules', editPath: '/schedule/:schedule', createPath: '/schedules/create',
    columns: cols('name', 'tour', 'vessel', 'dateFrom', 'dateTo', 'status', 'maxPax'),
    fields: flds('name', 'tour', 'vessel', 'dateFrom', 'dateTo', 'embarkPort', 'disembarkPort', 'status', 'maxPax', 'isVisible', { field: 'note', wide: true }),
  },
]);
