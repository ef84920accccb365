// What the rooms module registers into the generic resources: its blockers use a room, so a room
// with blockers is not deleted (409 naming them; remove the blockers first).
import { roomBlockers } from '../../db/schema';
import type { TDomainRegistration } from '../resources/binding';

export const roomsRegistration: TDomainRegistration = {
  module: 'rooms',
  // It owns rooms (their usage state, routes.ts) and room blockers (upstream/db/owners.ts); the
  // generic calls on /api/rooms stay the generic ones.
  resources: { rooms: { owner: {} } },
  references: [{ target: 'rooms', table: roomBlockers, column: roomBlockers.roomId, label: 'room blockers' }],
};
