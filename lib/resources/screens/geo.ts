// Geo master data (/geo/*, settings.read): one list each, records edited in the list's dialog.
import { defineScreens } from './types';

export const GEO_SCREENS = defineScreens([
  {
    id: 'destination', path: '/geo/destination', resource: 'destination',
    columns: [{ field: 'name' }, { field: 'region' }, { field: 'country' }, { field: 'isActive' }],
    fields: [
      { field: 'name' }, { field: 'region' }, { field: 'country' }, { field: 'timezone' },
      { field: 'isActive' }, { field: 'description', wide: true },
    ],
  },
  {
    id: 'port', path: '/geo/port', resource: 'port',
    columns: [{ field: 'name' }, { field: 'code' }, { field: 'city' }, { field: 'country' }, { field: 'destination' }, { field: 'isActive' }],
    fields: [
      { field: 'name' }, { field: 'code' }, { field: 'city' }, { field: 'country' }, { field: 'destination' },
      { field: 'latitude' }, { field: 'longitude' }, { field: 'isActive' },
    ],
  },
  {
    id: 'airport', path: '/geo/airport', resource: 'airport',
    columns: [{ field: 'code' }, { field: 'name' }, { field: 'city' }, { field: 'country' }],
    fields: [{ field: 'code' }, { field: 'name' }, { field: 'city' }, { field: 'country' }],
  },
  {
    id: 'airline', path: '/geo/airline', resource: 'airline',
    columns: [{ field: 'name' }, { field: 'iataCode' }, { field: 'icaoCode' }, { field: 'country' }, { field: 'isActive' }],
    fields: [
      { field: 'name' }, { field: 'iataCode' }, { field: 'icaoCode' }, { field: 'country' },
      { field: 'website' }, { field: 'isActive' },
    ],
  },
  {
    id: 'country', path: '/geo/country', resource: 'country',
    // The name in the reader's language (German names from i18n-iso-countries, seeded); the code as it is.
    columns: [{ field: 'code' }, { field: 'translations', label: 'fields.name', kind: 'i18n' }, { field: 'callingCodes' }, { field: 'currencies' }],
    fields: [{ field: 'code' }, { field: 'name' }, { field: 'callingCodes' }, { field: 'currencies' }],
  },
]);
