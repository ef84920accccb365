// Dive group (feature diveLog): sites, types, boats, plans and logs.
import { cols, defineScreens, flds } from './types';

export const DIVE_SCREENS = defineScreens([
  {
    id: 'divesite', path: '/dive/site', resource: 'divesite',
    columns: cols('name', 'destination', 'country', 'maxDepth', 'difficulty', 'tags', 'externalId', 'isActive'),
    fields: flds(
      'name', 'destination', 'country', 'difficulty', 'minDepth', 'maxDepth', 'latitude', 'longitude', 'isActive', { field: 'tags', wide: true },
      'description', { field: 'pictures', wide: true },
    ),
  },
  {
    id: 'divetype', path: '/dive/type', resource: 'divetype',
    columns: cols('name', 'key', 'color', 'requiredLevel', 'diversPerGuide', 'countsAsDive', 'sort', 'isActive'),
    fields: flds('name', 'key', 'color', 'sort', 'requiredLevel', 'diversPerGuide', 'countsAsDive', 'isActive', 'description'),
  },
  {
    id: 'diveboat', path: '/dive/boat', resource: 'diveboat',
    columns: cols('name', 'registration', 'capacity', 'color', 'resort', 'vessel', 'isActive'),
    fields: flds('name', 'registration', 'capacity', 'color', 'resort', 'vessel', 'isActive'),
  },
  {
    id: 'diveplan', path: '/dive/plan', title: 'resources.screens.diveplan', resource: 'diveplan',
    columns: cols('date', 'start', 'name', 'diveSite', 'boat', 'type', 'diveGuide', 'maxDivers', 'status'),
    fields: flds('name', 'date', 'start', 'end', 'diveSite', 'boat', 'type', 'diveGuide', 'maxDivers', 'resort', 'vessel', { field: 'crew', wide: true }, { field: 'notes', wide: true }),
  },
  {
    id: 'divelog', path: '/dive/log', resource: 'divelog',
    columns: cols('date', 'start', 'customer', 'diveSite', 'type', 'depth', 'boat', 'diveGuide'),
    fields: flds(
      'date', 'start', 'end', 'customer', 'diveSite', 'type', 'depth', 'boat', 'diveGuide', 'tankSize', 'airMix', 'sort',
      'resort', 'vessel', { field: 'crew', wide: true }, { field: 'rentalGear', wide: true }, { field: 'comment', wide: true },
    ),
  },
]);
