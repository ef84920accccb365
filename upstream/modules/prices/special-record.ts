// A stored special (the generic `specials` record) as the specials engine reads it, and the
// booking's channel as a special's includeIn channel (docs/decisions/specials.md).
import { namesIn } from '../../../lib/contract/line-values';
import type { TChannel, TSpecial, TSpecialRule } from './engine/specials';

const bool = (v: unknown) => v === true;
const day = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : null);

export function specialOf(d: Record<string, unknown>): TSpecial {
  return {
    id: String(d.id),
    name: String(d.name ?? ''),
    names: namesIn(d.names),
    type: d.type === 'AgencyCommission' ? 'AgencyCommission' : 'special',
    status: String(d.status ?? 'draft'),
    group: d.group ? String(d.group) : null,
    validFrom: day(d.validFrom),
    validTo: day(d.validTo),
    rule: Array.isArray(d.rule) ? (d.rule as TSpecialRule[]) : [],
    appliesTo: (d.appliesTo as TSpecial['appliesTo']) ?? 'Booking',
    discount: (d.discount as TSpecial['discount']) ?? 'PerCent',
    discountValue: Number(d.discountValue ?? 0),
    reduce: (d.reduce as TSpecial['reduce']) ?? 'full booking',
    autoAdd: bool(d.autoAdd),
    unique: bool(d.unique),
    excludeFromTax: bool(d.excludeFromTax),
    excludeFromCommission: bool(d.excludeFromCommission),
    includeSpecialsWithSameRule: bool(d.includeSpecialsWithSameRule),
    replaceMatchingRoomPrice: bool(d.replaceMatchingRoomPrice),
    includeIn: Array.isArray(d.includeIn) ? d.includeIn.map(String) : [],
  };
}

const CHANNELS: Record<string, TChannel> = { backoffice: 'Booking', agency: 'AgentDirectBooking', public: 'CustomerDirectBooking', widget: 'CustomerDirectBooking' };
export const includeInOf = (channel: string | null | undefined): TChannel => CHANNELS[channel ?? 'backoffice'] ?? 'Booking';
