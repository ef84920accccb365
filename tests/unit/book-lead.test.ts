// The lead-guest form: field errors by the contract's schema, the room's guests, the two headers.
import { describe, expect, it } from 'vitest';
import { browserLanguage, parseLeadForm, roomGuests, timezoneOffset } from '@/lib/book/lead';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('parseLeadForm', () => {
  it('accepts a complete lead guest, trimmed, with the optional phone and message', () => {
    const r = parseLeadForm(form({ firstName: ' Vera ', lastName: 'Berg', email: 'vera@example.com', phone: '+49 30 1', gender: 'f', message: ' Late arrival ' }));
    expect(r).toEqual({ ok: true, lead: { firstName: 'Vera', lastName: 'Berg', email: 'vera@example.com', phone: '+49 30 1', gender: 'f' }, message: 'Late arrival' });
  });

  it('names each missing or wrong field', () => {
    const r = parseLeadForm(form({ firstName: '', lastName: '  ', email: 'not-an-address' }));
    expect(r).toEqual({ ok: false, errors: { firstName: 'required', lastName: 'required', email: 'email' } });
  });

  it('refuses over-long texts and falls back to an unspecified gender', () => {
    const r = parseLeadForm(form({ firstName: 'x'.repeat(101), lastName: 'B', email: 'b@example.com', message: 'm'.repeat(2001), gender: 'x' }));
    expect(r).toEqual({ ok: false, errors: { firstName: 'tooLong', message: 'tooLong' } });
    const ok = parseLeadForm(form({ firstName: 'A', lastName: 'B', email: 'b@example.com', gender: 'x' }));
    expect(ok.ok && ok.lead.gender).toBe('u');
  });
});

describe('room guests and headers', () => {
  it('the lead guest is the first of the room\'s guests, the others unnamed', () => {
    expect(roomGuests({ firstName: 'A', lastName: 'B', gender: 'f' }, 3)).toEqual([
      { firstName: 'A', lastName: 'B', gender: 'f' }, { gender: 'u' }, { gender: 'u' },
    ]);
    expect(roomGuests({ firstName: 'A', lastName: 'B', gender: 'm' }, 1)).toHaveLength(1);
  });

  it('passes a plausible time-zone offset only, and cuts the browser language to 50 characters', () => {
    expect(timezoneOffset('-60')).toBe('-60');
    expect(timezoneOffset('330')).toBe('330');
    for (const bad of ['', 'abc', '99999', '900', null]) expect(timezoneOffset(bad)).toBeUndefined();
    expect(browserLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE,de;q=0.9,en;q=0.8');
    expect(browserLanguage('x'.repeat(80))).toHaveLength(50);
    expect(browserLanguage(null)).toBeUndefined();
  });
});
