// The scopes the user-role and user screens offer (spec section 6 "Scopes seen", plus the
// read/create/update/delete scopes of every registered resource), grouped by area for the
// scope editor. Scopes outside the catalogue ($view.*, $cat.*, custom ones) stay editable as text.
import { RESOURCES } from '@/lib/contract/resources';

export const SCOPE_ACTIONS = ['read', 'create', 'update', 'delete', 'self', 'all'] as const;

const SPEC_SCOPES = [
  'agencies.create', 'agencies.read', 'agencies.self', 'agencies.update',
  'customers.read', 'customers.self', 'customers.create', 'customers.update',
  'bookings.read', 'bookings.create', 'bookings.update', 'banks.read', 'banks.create', 'banks.update',
  'bankentries.read', 'pos.read', 'users.read', 'users.create', 'users.update', 'users.self',
  'forms.read', 'formdef.update', 'price.update', 'widget.read', 'widget.create', 'widget.update',
  'product.read', 'product.create', 'product.update', 'bookingpayment.read', 'divelog.read',
  'diveplan.read', 'divesite.read', 'divetype.read', 'diveboat.read', 'export.read', 'media.read',
  'media.create', 'media.update', 'employee.read', 'settings.read', 'payprovider.read',
  'mailtemplates.update', 'mail.update', 'mailqueue.read', 'mailschedule.read', 'todo.update',
  'vessel.read', 'vessel.create', 'vessel.update', 'tours.read', 'tours.create', 'tours.update',
  'schedules.read', 'schedules.create', 'schedules.update', 'resort.read', 'resort.create',
  'resort.update', 'contest.read', 'referral.read', 'suapi.read', 'suapi.all',
];

/** Single-word scopes that are roles rather than area.action pairs. */
export const ROLE_SCOPES = ['admin', 'user'] as const;

export type TScopeArea = { area: string; actions: string[] };

export function scopeCatalogue(extra: readonly string[] = RESOURCES.flatMap((r) => Object.values(r.scopes).flat())): TScopeArea[] {
  const byArea = new Map<string, Set<string>>();
  for (const scope of [...SPEC_SCOPES, ...extra]) {
    const m = /^([a-z][a-z0-9]*)\.([a-z]+)$/.exec(scope);
    if (!m) continue;
    if (!byArea.has(m[1])) byArea.set(m[1], new Set());
    byArea.get(m[1])!.add(m[2]);
  }
  return [...byArea.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([area, actions]) => ({ area, actions: SCOPE_ACTIONS.filter((a) => actions.has(a)) }));
}

/** Scopes of a list that the catalogue's grid does not show (kept as free text). */
export function scopesOutsideCatalogue(scopes: readonly string[], catalogue: readonly TScopeArea[]): string[] {
  const known = new Set<string>(ROLE_SCOPES);
  for (const a of catalogue) for (const act of a.actions) known.add(`${a.area}.${act}`);
  return scopes.filter((s) => !known.has(s));
}
