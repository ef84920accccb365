// Employees, work logs, users and user roles. Users and user roles are the tables of the auth
// module (upstream/db/schema/auth.ts); their declarations here describe those columns.
import { z } from 'zod';
import { ACCOUNT_USER_TYPES, USER_STATUSES } from '../users';
import { alsoScopes, defineResource, f } from './define';

export const employee = defineResource({
  name: 'employee', base: '/api/employee', scope: 'employee', label: 'name', asset: 'both', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    email: f.text({ format: 'email', search: true }),
    phone: f.text({ max: 50 }),
    position: f.text({ max: 100, search: true, sort: true, filter: true }),
    department: f.text({ max: 100, sort: true, filter: true }),
    user: f.ref('users'),
    isGuide: f.bool(false, { filter: true }),
    /** Minor units per hour. */
    hourlyRate: f.money({ min: 0 }),
    currency: f.text({ format: 'currency', default: 'EUR' }),
    startDate: f.date({ sort: true }),
    endDate: f.date({ sort: true }),
    isActive: f.bool(true, { filter: true, sort: true }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

export const worklog = defineResource({
  name: 'worklog', base: '/api/worklog', scope: 'worklog', also: alsoScopes(['employee.read'], ['employee.update']),
  label: 'activity', asset: 'both', defaultSort: { field: 'date', order: -1 },
  fields: {
    activity: f.text({ required: true, max: 200, search: true, sort: true }),
    employee: f.ref('employee', { required: true }),
    date: f.date({ required: true, sort: true, filter: true }),
    start: f.text({ format: 'time' }),
    end: f.text({ format: 'time' }),
    hours: f.decimal({ min: 0, max: 24, sort: true }),
    booking: f.ref('bookings'),
    note: f.text({ format: 'multiline' }),
    resort: f.resort(),
    vessel: f.vessel(),
  },
});

const ZUserAsset = z.strictObject({ ref: z.uuid(), type: z.enum(['resort', 'vessel']) });

const ZUserSettingsValue = z.strictObject({
  showCustomersInBookingList: z.boolean().optional(),
  showInvertedCurrencyExchange: z.boolean().optional(),
  defaultDashboardDays: z.number().int().min(1).max(366).optional(),
  language: z.enum(['de', 'en']).optional(),
});

/** The users table; the create body adds `password` (see users-binding in the upstream). */
export const users = defineResource({
  name: 'users', base: '/api/users', scope: 'users', label: 'name', copy: false, defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    email: f.text({ required: true, format: 'email', search: true, sort: true }),
    userType: f.enum(ACCOUNT_USER_TYPES, { default: 'user', sort: true }),
    status: f.enum(USER_STATUSES, { default: 'active', sort: true }),
    phone: f.text({ max: 50 }),
    scopes: f.textList({ max: 100, default: [], filter: true }),
    roleId: f.ref('userrole'),
    settings: f.json(ZUserSettingsValue, { default: {} }),
    notifications: f.json(z.record(z.string(), z.unknown()), { default: {} }),
    assets: f.json(z.array(ZUserAsset).max(200), { default: [] }),
    agencyId: f.ref('agencies'),
    customerId: f.ref('customers'),
    isCrmUser: f.bool(false, { filter: true }),
  },
});

export const userrole = defineResource({
  name: 'userrole', base: '/api/userrole', scope: 'userrole', also: alsoScopes(['users.read', 'users.update'], ['users.update']),
  label: 'name', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name({ unique: true }),
    group: f.text({ max: 100, default: 'Staff', search: true, sort: true, filter: true }),
    scopes: f.textList({ max: 100, default: [], filter: true }),
    description: f.text({ max: 1000 }),
  },
});

export const STAFF_RESOURCES = [employee, worklog, users, userrole];
