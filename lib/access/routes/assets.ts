// Spec section 2, "Vessel group", "Tour group", "Resort group" and the room routes they share.
import { defineGroup } from '../route-types';

export const vesselRoutes = defineGroup({ menu: 'vessel', features: ['vessel'], scopes: ['vessel.read'] }, [
  ['/vessel/list', 'vesselList'],
  ['/vessel/create', 'vesselCreate', { scopes: ['vessel.create'], createFor: '/vessel/list' }],
  ['/vessel/:id', 'vessel', { scopes: ['vessel.update'] }],
  ['/vesseldeck', 'vesselDeck'],
  ['/vessellist', 'vesselLists'],
]);

// Rooms and bed types belong to the vessel group and, "in resort mode", to the resort group:
// one route each, open with either feature and either group's read scope, in their own menu group.
export const roomRoutes = defineGroup(
  { menu: 'rooms', features: ['vessel', 'resort'], scopes: ['vessel.read', 'resort.read'] },
  [
    ['/room/list', 'roomList'],
    ['/room/type/list', 'roomTypeList'],
    ['/room/create', 'roomCreate', { createFor: '/room/list' }],
    ['/room/:id', 'room'],
    ['/bedtype', 'bedType'],
  ],
);

// The spec gives the tour group no feature flag; tours.read is the group's scope.
export const tourRoutes = defineGroup({ menu: 'tour', scopes: ['tours.read'] }, [
  ['/tour/list', 'tourList'],
  ['/tour/create', 'tourCreate', { scopes: ['tours.create'], createFor: '/tour/list' }],
  ['/tour/:id', 'tour', { scopes: ['tours.update'] }],
  ['/schedule', 'scheduleList', { scopes: ['schedules.read'] }],
  ['/schedules/create', 'scheduleCreate', { scopes: ['schedules.create'], createFor: '/schedule' }],
  ['/schedules/movecabin/:id', 'scheduleMoveCabin', { scopes: ['bookings.update'] }],
  ['/schedule/:schedule', 'schedule'],
  ['/tour/:tour/schedules/:schedule', 'tourSchedule', { scopes: ['schedules.update'] }],
]);

export const resortRoutes = defineGroup({ menu: 'resort', features: ['resort'], scopes: ['resort.read'] }, [
  ['/resort/list', 'resortList'],
  ['/resort/dates', 'resortDates', { scopes: ['bookings.read'] }],
  ['/resort/lists', 'resortLists'],
  ['/resort/create', 'resortCreate', { scopes: ['resort.create'], createFor: '/resort/list' }],
  ['/resort/:id', 'resort', { scopes: ['resort.update'] }],
]);
