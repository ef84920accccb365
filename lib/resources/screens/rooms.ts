// Rooms and cabins, room and bed types, decks and vessel lists (vessel and resort groups).
import { cols, defineScreens, flds } from './types';

export const ROOM_SCREENS = defineScreens([
  {
    id: 'rooms', path: '/room/list', resource: 'rooms', editPath: '/room/:id', createPath: '/room/create',
    columns: cols('name', 'type', 'roomType', 'resort', 'vessel', 'deck', 'availableBeds', 'usageState', 'isActive'),
    fields: flds(
      'name', 'type', 'roomType', 'internalId', 'resort', 'vessel', 'deck', 'bedType', 'additionalBedTypes', 'availableBeds',
      'usageState', 'isActive', 'isVisible', 'blocked', 'allowSharedRoom', 'allowMixedGender', 'hide',
      { field: 'images', widget: 'tags', wide: true, hint: 'resources.hints.imageUrls' }, 'description',
    ),
  },
  {
    id: 'roomtypes', path: '/room/type/list', resource: 'roomtypes',
    columns: cols('name', 'key', 'defaultNoOfPax', 'maxNoOfPax', 'sizeInSqm', 'resort', 'vessel', 'isVisible'),
    fields: flds(
      'name', 'key', 'resort', 'vessel', 'defaultNoOfPax', 'minNoOfPax', 'maxNoOfPax', 'maxNoOfOTAPax', 'availableToOTA',
      'roomTypeOTA', 'sizeInSqm', 'surcharge', 'surchargeType', 'isVisible', 'hide', 'collapse',
      { field: 'images', widget: 'tags', wide: true, hint: 'resources.hints.imageUrls' }, 'description',
    ),
  },
  {
    id: 'bedtype', path: '/bedtype', resource: 'bedtype',
    columns: cols('name', 'key', 'sleeps', 'widthInCm', 'isActive'),
    fields: flds('name', 'key', 'sleeps', 'widthInCm', 'isActive', 'description'),
  },
  {
    id: 'vesseldeck', path: '/vesseldeck', resource: 'vesseldeck',
    columns: cols('name', 'vessel', 'level'),
    fields: flds('name', 'vessel', 'level', { field: 'planImage', widget: 'image', wide: true }, 'description'),
  },
  {
    id: 'vessellist', path: '/vessellist', resource: 'vessellist',
    columns: cols('name', 'vessel', 'kind', 'sort', 'isActive'),
    fields: flds('name', 'vessel', 'kind', 'sort', 'isActive', { field: 'columns', wide: true }, { field: 'template', wide: true }),
  },
]);
