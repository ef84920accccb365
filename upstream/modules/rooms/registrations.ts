// What the rooms module registers into the generic resources: its blockers use a room, so a room
// with blockers is not deleted (409 naming them; remove the blockers first).
import { roomBlockers } from '../../db/schema';
import type { TDomainRegistration } from '../resources/binding';

export const roomsRegistration: TDomainRegistration = {
  module: 'rooms',
  references: [{ target: 'rooms', table: roomBlockers, column: roomBlockers.roomId, label: 'room blockers' }],
};
