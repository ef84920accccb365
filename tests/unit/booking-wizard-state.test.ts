// The wizard's step rules and the bodies it sends.
import { describe, expect, it } from 'vitest';
import { ZBookingCreate } from '@/lib/contract/booking-core';
import { createBody, initialFromQuery, initialWizardState, priceBody, reachableStep, stepProblem, toggleRoom, wizardHref } from '@/lib/bookings/wizard-state';

const ASSET = '11111111-1111-4111-8111-111111111111';
const ROOM = '22222222-2222-4222-8222-222222222222';
const CUSTOMER = '33333333-3333-4333-8333-333333333333';

describe('wizard state', () => {
  it('steps open one after the other', () => {
    let s = initialWizardState();
    expect(reachableStep(s)).toBe(0);
    expect(stepProblem('asset', s)).toBe('assetMissing');
    s = { ...s, asset: ASSET };
    expect(reachableStep(s)).toBe(1);
    expect(stepProblem('dates', { ...s, dateFrom: '2027-03-05', dateTo: '2027-03-05' })).toBe('datesOrder');
    s = { ...s, dateFrom: '2027-03-05', dateTo: '2027-03-08' };
    expect(reachableStep(s)).toBe(2);
    s = toggleRoom(s, { id: ROOM, name: 'Room 101', freeBeds: 2, allowSharedRoom: false });
    expect(s.rooms[0].guests).toHaveLength(2);
    expect(stepProblem('guests', s)).toBe('guestName');
    s = { ...s, rooms: [{ ...s.rooms[0], guests: [{ firstName: 'Anna', lastName: 'Berg', gender: 'f' }, { customer: CUSTOMER, firstName: '', lastName: '', gender: 'm' }] }] };
    expect(stepProblem('guests', s)).toBeNull();
    expect(reachableStep(s)).toBe(4);
    expect(toggleRoom(s, { id: ROOM, name: 'Room 101', freeBeds: 2, allowSharedRoom: false }).rooms).toEqual([]);
  });

  it('a vessel booking needs a schedule or dates', () => {
    const s = initialWizardState({ kind: 'vessel', asset: ASSET });
    expect(stepProblem('dates', s)).toBe('scheduleMissing');
    expect(stepProblem('dates', { ...s, schedule: ASSET, dateFrom: '2027-03-06', dateTo: '2027-03-13' })).toBeNull();
  });

  it('a shared cabin starts with one guest', () => {
    const s = toggleRoom(initialWizardState(), { id: ROOM, name: 'Cabin 1', freeBeds: 2, allowSharedRoom: true });
    expect(s.rooms[0].guests).toHaveLength(1);
  });

  it('builds a create body the contract accepts, and the price body', () => {
    const s = {
      ...initialWizardState({ kind: 'vessel', asset: ASSET, schedule: ASSET, dateFrom: '2027-03-06', dateTo: '2027-03-13' }),
      rooms: [{ room: ROOM, name: 'Cabin 1', beds: 2, shared: true, guests: [{ customer: CUSTOMER, firstName: ' Lukas ', lastName: '', gender: 'm' as const }] }],
    };
    const body = createBody(s, 'planned');
    expect(ZBookingCreate.parse(body)).toMatchObject({ type: 'tour', state: 'planned', vessel: ASSET, schedule: ASSET, customer: CUSTOMER });
    expect(body.rooms[0]).toEqual({ room: ROOM, dateFrom: '2027-03-06', dateTo: '2027-03-13', guests: [{ customer: CUSTOMER, firstName: 'Lukas', gender: 'm' }] });
    expect(body).not.toHaveProperty('resort');
    expect(priceBody(s)).toEqual({ rooms: body.rooms, currency: 'EUR' });
  });

  it('wizard link from a free calendar cell', () => {
    expect(wizardHref({ kind: 'resort', asset: 'a', room: 'r', dateFrom: '2027-03-01', dateTo: '2027-03-02' }))
      .toBe('/booking/wizard?kind=resort&asset=a&room=r&dateFrom=2027-03-01&dateTo=2027-03-02');
  });
});

describe('wizard start from the query', () => {
  it('takes kind, asset and valid dates; the route kind wins; bad values are dropped', () => {
    const s = initialFromQuery({ kind: 'vessel', asset: ASSET, dateFrom: '2027-03-06', dateTo: '2027-03-13' }, { language: 'en' });
    expect(s).toMatchObject({ kind: 'vessel', asset: ASSET, dateFrom: '2027-03-06', dateTo: '2027-03-13', language: 'en' });
    const r = initialFromQuery({ kind: 'vessel', asset: 'x', dateFrom: '2027-03-13', dateTo: '2027-03-06' }, { kind: 'resort' });
    expect(r).toMatchObject({ kind: 'resort', asset: null, dateFrom: '', dateTo: '', language: 'de' });
  });

  it('a booking with a lead customer leaves its language to the customer; one without takes the user\'s', () => {
    const base = initialWizardState({ asset: ASSET, dateFrom: '2027-03-06', dateTo: '2027-03-13', language: 'en' });
    const lead = { ...base, rooms: [{ room: ROOM, name: 'Room 1', beds: 2, shared: false, guests: [{ customer: CUSTOMER, firstName: '', lastName: '', gender: 'u' as const }] }] };
    expect(createBody(lead, 'planned')).not.toHaveProperty('language');
    expect(createBody(lead, 'planned')).toMatchObject({ customer: CUSTOMER });
    expect(createBody(base, 'planned')).toMatchObject({ language: 'en' });
  });
});

describe('the enquiry (issue 33 item 3)', () => {
  const base = {
    ...initialWizardState({ asset: ASSET, dateFrom: '2027-03-06', dateTo: '2027-03-13' }),
    rooms: [{ room: ROOM, name: 'Room 1', beds: 2, shared: false, guests: [{ firstName: 'Ann', lastName: 'Phone', gender: 'f' as const }] }],
  };

  it('sends what was filled in: contact, source, note and saving the guests', () => {
    const s = { ...base, contact: { email: ' ann@example.org ', phone: ' +49 30 1234 ' }, source: ASSET, note: ' called at 9 ', saveGuests: true };
    const body = createBody(s, 'draft');
    expect(ZBookingCreate.parse(body)).toMatchObject({ contact: { email: 'ann@example.org', phone: '+49 30 1234' }, source: ASSET, note: 'called at 9', saveGuests: true });
    const bare = createBody(base, 'draft');
    for (const k of ['contact', 'source', 'note', 'saveGuests']) expect(bare).not.toHaveProperty(k);
    expect(createBody({ ...base, contact: { email: '', phone: '0301' } }, 'draft')).toMatchObject({ contact: { phone: '0301' } });
  });

  it('a mistyped e-mail keeps the summary from saving; an empty one does not', () => {
    expect(stepProblem('summary', { ...base, contact: { email: 'ann@example', phone: '' } })).toBe('contactEmail');
    expect(stepProblem('summary', { ...base, contact: { email: 'ann@example.org', phone: '' } })).toBeNull();
    expect(stepProblem('summary', base)).toBeNull();
  });
});
