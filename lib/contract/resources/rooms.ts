// Rooms and cabins with their types, bed types, decks and room prices (spec section 3: Room,
// Room configuration, Room type with its defaults). Shared by the vessel and the resort group:
// vessel.* or resort.* scopes are accepted next to rooms.* (docs/decisions/access-and-rules.md).
import { z } from 'zod';
import { defineResource, f, type TResourceAction } from './define';
import { ROOM_KINDS, SURCHARGE_TYPES } from './enums';

const roomScopes: Partial<Record<TResourceAction, string[]>> = {
  read: ['vessel.read', 'resort.read'],
  create: ['vessel.create', 'resort.create', 'vessel.update', 'resort.update'],
  update: ['vessel.update', 'resort.update'],
  delete: ['vessel.update', 'resort.update'],
};

export const ZRoomBed = z.strictObject({
  active: z.boolean().default(true),
  visible: z.boolean().default(true),
  type: z.uuid().nullable().optional(),
  maxAge: z.number().int().min(0).max(120).nullable().optional(),
  internalId: z.string().max(50).optional(),
});

/** Room configuration (spec): pax limits, feature flags and the beds. */
export const ZRoomConfiguration = z.strictObject({
  maxNoOfPax: z.number().int().min(0).max(50).default(2),
  minNoOfPax: z.number().int().min(0).max(50).default(1),
  defaultNoOfPax: z.number().int().min(0).max(50).default(2),
  single: z.boolean().default(false),
  double: z.boolean().default(false),
  fan: z.boolean().default(false),
  acc: z.boolean().default(false),
  seaview: z.boolean().default(false),
  warmwater: z.boolean().default(false),
  beds: z.array(ZRoomBed).max(50).default([]),
});

export const bedtype = defineResource({
  name: 'bedtype', base: '/api/bedtype', scope: 'rooms', also: roomScopes, label: 'name',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    key: f.text({ max: 50, search: true, sort: true }),
    /** How many people sleep in it. */
    sleeps: f.int({ min: 1, max: 10, default: 1, sort: true, filter: true }),
    widthInCm: f.int({ min: 0, max: 1000 }),
    description: f.i18n(),
    isActive: f.bool(true, { filter: true }),
  },
});

export const vesseldeck = defineResource({
  name: 'vesseldeck', base: '/api/vesseldeck', scope: 'rooms', also: roomScopes, label: 'name', asset: 'vessel',
  defaultSort: { field: 'level', order: 1 },
  fields: {
    name: f.name(),
    vessel: f.vessel({ required: true }),
    level: f.int({ min: -10, max: 50, default: 0, sort: true }),
    planImage: f.text({ max: 500, format: 'media' }),
    description: f.i18n(),
  },
});

export const roomtypes = defineResource({
  name: 'roomtypes', base: '/api/roomtypes', scope: 'rooms', also: roomScopes, label: 'name', asset: 'both',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    key: f.text({ max: 50, search: true, sort: true }),
    defaultNoOfPax: f.int({ min: 0, max: 50, default: 2, sort: true }),
    minNoOfPax: f.int({ min: 0, max: 50, default: 1 }),
    maxNoOfPax: f.int({ min: 0, max: 50, default: 2, sort: true, filter: true }),
    maxNoOfOTAPax: f.int({ min: 0, max: 50, default: 2 }),
    /** -1: not offered to online travel agencies. */
    availableToOTA: f.int({ min: -1, max: 1000, default: -1, unset: -1 }),
    roomTypeOTA: f.text({ max: 50, default: 'Double' }),
    sizeInSqm: f.int({ min: -1, max: 10000, default: -1, sort: true, unset: -1 }),
    surcharge: f.decimal({ default: 0 }),
    surchargeType: f.enum(SURCHARGE_TYPES, { default: 'percent' }),
    hide: f.bool(false, { filter: true }),
    collapse: f.bool(false),
    description: f.i18n(),
    isVisible: f.bool(true, { filter: true }),
    images: f.textList({ max: 500, format: 'media' }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

export const rooms = defineResource({
  name: 'rooms', base: '/api/rooms', scope: 'rooms', also: roomScopes, label: 'name', asset: 'both',
  defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    type: f.enum(ROOM_KINDS, { required: true, sort: true }),
    roomType: f.ref('roomtypes'),
    internalId: f.text({ max: 50, search: true, sort: true }),
    isActive: f.bool(true, { filter: true, sort: true }),
    isVisible: f.bool(true, { filter: true }),
    deck: f.ref('vesseldeck'),
    images: f.textList({ max: 500, format: 'media' }),
    blocked: f.bool(false, { filter: true }),
    bedType: f.ref('bedtype'),
    additionalBedTypes: f.refList('bedtype'),
    configuration: f.json(ZRoomConfiguration, { default: ZRoomConfiguration.parse({}) }),
    allowSharedRoom: f.bool(false, { filter: true }),
    allowMixedGender: f.bool(false),
    hide: f.bool(false, { filter: true }),
    description: f.i18n(),
    /** Housekeeping state. */
    usageState: f.enum(['clean', 'dirty', 'inspected', 'maintenance'], { default: 'clean', sort: true }),
    availableBeds: f.int({ min: 0, max: 50, default: 2, sort: true, filter: true }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

/** A room type's price per night (or per trip on vessels) in a period of a price list. */
export const roomprices = defineResource({
  name: 'roomprices', base: '/api/roomprices', scope: 'rooms', also: { ...roomScopes, read: ['vessel.read', 'resort.read', 'price.update'], update: ['price.update', 'vessel.update', 'resort.update'] },
  label: 'name', asset: 'both', defaultSort: { field: 'validFrom', order: 1 },
  fields: {
    name: f.name(),
    roomType: f.ref('roomtypes', { required: true }),
    price: f.ref('price'),
    validFrom: f.date({ sort: true, filter: true }),
    validTo: f.date({ sort: true, filter: true }),
    /** Minor units (cents) in `currency`. */
    amount: f.money({ required: true, min: 0, sort: true }),
    currency: f.text({ format: 'currency', default: 'EUR', filter: true }),
    perNight: f.bool(true),
    minNights: f.int({ min: 0, max: 365, default: 1 }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

export const ROOM_RESOURCES = [bedtype, vesseldeck, roomtypes, rooms, roomprices];
