// Rental gear and specialities (docs/decisions/dive.md): gear items with kind, size, serial and
// state, a history of every change; an available item onto a diver on the manifest, never two
// divers at once, returned and billed as a rental product when the dive closes. Specialities on
// certifications gate dives whose type (or nitrox gas) needs them, with the named override.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock, today } from '../../upstream/clock';
import { createTestApi, type TTestApi } from '../helpers/api';
import { caller, diveWorld, type TJson } from './dive-bill-fixtures';
import { tokenOf, userWith } from './resources-fixtures';

let api: TTestApi;
let admin: string;
let w: Awaited<ReturnType<typeof diveWorld>>;
let call: ReturnType<typeof caller>;
const gear = (body: TJson, status = 200) => call('POST', '/api/dive/gear', { resort: w.resort, ...body }, status);
const diverOf = (m: TJson, c: string) => m.divers.find((x: TJson) => x.customer === c);

beforeAll(async () => {
  setClock({ at: new Date(`${today()}T12:00:00Z`) });
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  call = caller(api, () => admin);
  w = await diveWorld(call, today(), 'Gear');
}, 120_000);
afterAll(async () => { await api?.handle.close(); });

describe('the gear inventory', () => {
  it('adds items with a unique serial, moves them to maintenance and back with a history, and lists them by state', async () => {
    const bcd = (await gear({ kind: 'bcd', size: 'M', serial: 'G-BCD-1', product: w.products.bcd })).item;
    expect(bcd).toMatchObject({ kind: 'bcd', size: 'M', state: 'available', productName: 'Gear BCD rental', rentedTo: null });
    expect((await gear({ kind: 'bcd', serial: 'g-bcd-1' }, 409)).message).toBe('GEAR_SERIAL_TAKEN');
    expect((await gear({ kind: 'hat', serial: 'X' }, 400)).error).toBe('ValidationError');
    await call('POST', `/api/dive/gear/${bcd.id}`, { state: 'maintenance', note: 'Inflator sticks' });
    expect((await call('GET', '/api/dive/gear?state=maintenance')).items.map((i: TJson) => i.serial)).toEqual(['G-BCD-1']);
    const back = await call('POST', `/api/dive/gear/${bcd.id}`, { state: 'available', note: 'Serviced' });
    expect(back.history.map((h: TJson) => [h.event, h.state, h.note])).toEqual([
      ['created', 'available', null], ['maintenance', 'maintenance', 'Inflator sticks'], ['available', 'available', 'Serviced'],
    ]);
    expect(back.history[0].byName).toBeTruthy();
  });

  it('limits gear to the caller\'s assets and needs diveplan scopes', async () => {
    const item = (await gear({ kind: 'fins', size: '42', serial: 'G-FIN-1' })).item;
    const other = await userWith(api, ['diveplan.read', 'diveplan.update'], [{ ref: (await call('POST', '/api/resort', { name: 'Gear Elsewhere' })).id, type: 'resort' }]);
    expect((await call('GET', '/api/dive/gear', undefined, 200, other)).items).toEqual([]);
    await call('GET', `/api/dive/gear/${item.id}`, undefined, 404, other);
    await call('POST', '/api/dive/gear', { kind: 'fins', serial: 'G-FIN-X', resort: w.resort }, 403, other);
    const reader = await userWith(api, ['divelog.read']);
    await call('GET', '/api/dive/gear', undefined, 403, reader);
  });
});

describe('gear on a diver', () => {
  it('assigns available gear only, one diver at a time, shows it on the manifest, returns and bills it when the dive closes', async () => {
    const bcd = (await gear({ kind: 'bcd', size: 'L', serial: 'G-BCD-2', product: w.products.bcd })).item;
    const suit = (await gear({ kind: 'wetsuit', size: '5 mm L', serial: 'G-WS-2', product: w.products.suit })).item;
    const broken = (await gear({ kind: 'regulator', serial: 'G-REG-2' })).item;
    await call('POST', `/api/dive/gear/${broken.id}`, { state: 'maintenance' });
    const plan = await w.plan(w.types.perDive, w.d(1));
    const other = await w.plan(w.types.perDive, w.d(1));
    for (const c of ['Ada', 'Ben']) await call('POST', `/api/diveplan/${plan}/divers`, { customer: w.customers[c] });
    await call('POST', `/api/diveplan/${other}/divers`, { customer: w.customers.Cleo });
    const on = (p: string, c: string, g: string, status = 200) => call('POST', `/api/diveplan/${p}/divers/${w.customers[c]}/gear`, { gear: g }, status);
    expect((await on(plan, 'Ada', bcd.id)).item).toMatchObject({ state: 'rented', rentedTo: { plan, customer: w.customers.Ada } });
    // One item, one diver: refused for another diver of this dive and of another dive.
    expect((await on(plan, 'Ben', bcd.id, 409)).message).toBe('GEAR_NOT_AVAILABLE');
    expect((await on(other, 'Cleo', bcd.id, 409)).description).toContain('rented to another diver');
    expect((await on(plan, 'Ben', broken.id, 409)).description).toContain('in maintenance');
    expect((await call('POST', `/api/dive/gear/${bcd.id}`, { state: 'maintenance' }, 409)).message).toBe('GEAR_RENTED');
    await on(plan, 'Ben', suit.id);
    // Taken off before the dive, it is free again; then Ben takes it again.
    await call('DELETE', `/api/diveplan/${plan}/divers/${w.customers.Ben}/gear/${suit.id}`);
    expect((await call('GET', `/api/dive/gear/${suit.id}`)).item.state).toBe('available');
    await on(plan, 'Ben', suit.id);
    const m = await call('GET', `/api/diveplan/${plan}/manifest`);
    expect(diverOf(m, w.customers.Ada).rentals).toEqual([{ id: bcd.id, kind: 'bcd', size: 'L', serial: 'G-BCD-2' }]);
    expect(diverOf(m, w.customers.Ben).rentals).toEqual([expect.objectContaining({ serial: 'G-WS-2' })]);
    for (const c of ['Ada', 'Ben']) await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: w.customers[c], event: 'in' });
    expect((await call('DELETE', `/api/diveplan/${plan}/divers/${w.customers.Ben}/gear/${suit.id}`, undefined, 409)).message).toBe('DIVER_WENT_IN');
    for (const c of ['Ada', 'Ben']) await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: w.customers[c], event: 'out' });
    const closed = await call('POST', `/api/diveplan/${plan}/close`, {});
    expect(closed.returned.sort()).toEqual([bcd.id, suit.id].sort());
    expect(closed.billed.map((b: TJson) => [b.customer, b.amount]).sort()).toEqual([
      [w.customers.Ada, 1000], [w.customers.Ada, 4500], [w.customers.Ben, 4500], [w.customers.Ben, 800],
    ].sort());
    const bill = await w.bill(w.bookings.ab);
    expect(bill.items.filter((i: TJson) => i.text.includes('#G-BCD-2'))).toEqual([expect.objectContaining({ kind: 'product', ruleBase: 'PerDive', amount: 1000 })]);
    const log = await call('GET', `/api/divelog/${closed.logs[0]}`);
    expect(JSON.stringify(log.rentalGear ?? log)).toMatch(/#G-(BCD|WS)-2/);
    // The closed dive's manifest still shows what each diver took.
    expect(diverOf(await call('GET', `/api/diveplan/${plan}/manifest`), w.customers.Ada).rentals).toEqual([expect.objectContaining({ serial: 'G-BCD-2' })]);
    const detail = await call('GET', `/api/dive/gear/${suit.id}`);
    expect(detail.item).toMatchObject({ state: 'available', rentedTo: null });
    expect(detail.history.map((h: TJson) => h.event)).toEqual(['created', 'rented', 'unassigned', 'rented', 'returned']);
    // Back in the inventory: it goes on the next dive (Cleo's), where Cleo cannot be billed (planned booking).
    await on(other, 'Cleo', bcd.id);
  });

  it('frees the gear of a diver taken off the dive, and a diver who never went in is not billed for gear', async () => {
    const fins = (await gear({ kind: 'fins', size: '40', serial: 'G-FIN-3', product: w.products.bcd })).item;
    const mask = (await gear({ kind: 'mask', serial: 'G-MASK-3', product: w.products.bcd })).item;
    const plan = await w.plan(w.types.perDive, w.d(2));
    for (const c of ['Ada', 'Ben']) await call('POST', `/api/diveplan/${plan}/divers`, { customer: w.customers[c] });
    await call('POST', `/api/diveplan/${plan}/divers/${w.customers.Ada}/gear`, { gear: fins.id });
    await call('DELETE', `/api/diveplan/${plan}/divers/${w.customers.Ada}`);
    expect((await call('GET', `/api/dive/gear/${fins.id}`)).item.state).toBe('available');
    await call('POST', `/api/diveplan/${plan}/divers/${w.customers.Ben}/gear`, { gear: mask.id });
    const closed = await call('POST', `/api/diveplan/${plan}/close`, {});
    expect(closed.returned).toEqual([mask.id]);
    expect(closed.billed).toEqual([]);
    expect((await call('GET', `/api/dive/gear/${mask.id}`)).item.state).toBe('available');
  });
});

describe('specialities', () => {
  it('a dive type needing a speciality, or nitrox gas, gates the diver until a verified certification holds it; an override lets them in', async () => {
    const wreck = (await call('POST', '/api/divetype', { name: 'Gear wreck', requiredLevel: 'openWater', specialities: ['wreck'] })).id;
    await call('POST', '/api/divetype', { name: 'Gear bad', specialities: ['knitting'] }, 400);
    const plan = await w.plan(wreck, w.d(3));
    await call('POST', `/api/diveplan/${plan}/divers`, { customer: w.customers.Ada, gas: 'nitrox', nitroxPercent: 32 });
    await call('POST', `/api/diveplan/${plan}/divers`, { customer: w.customers.Ben });
    let m = await call('GET', `/api/diveplan/${plan}/manifest`);
    expect(diverOf(m, w.customers.Ada)).toMatchObject({ problems: ['specialityMissing'], missingSpecialities: ['nitrox', 'wreck'] });
    expect(diverOf(m, w.customers.Ben)).toMatchObject({ problems: ['specialityMissing'], missingSpecialities: ['wreck'] });
    expect(m.dive.type.specialities).toEqual(['wreck']);
    // An unverified certification with the specialities does not count; verified, it does.
    const cert = await call('POST', `/api/dive/divers/${w.customers.Ben}/certifications`, { agency: 'SSI', level: 'advanced', specialities: ['wreck', 'deep'] });
    expect(diverOf(await call('GET', `/api/diveplan/${plan}/manifest`), w.customers.Ben).missingSpecialities).toEqual(['wreck']);
    expect((await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: w.customers.Ben, event: 'in' }, 409)).description).toContain('specialityMissing');
    await call('POST', `/api/dive/certifications/${cert.id}/verify`);
    await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: w.customers.Ben, event: 'in' });
    // Ada on air still needs wreck; the override names the problem overridden.
    await call('POST', `/api/diveplan/${plan}/divers/${w.customers.Ada}`, { gas: 'air' });
    m = await call('GET', `/api/diveplan/${plan}/manifest`);
    expect(diverOf(m, w.customers.Ada).missingSpecialities).toEqual(['wreck']);
    expect(m.dive.notReady).toBe(1);
    await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: w.customers.Ada, event: 'in', override: { reason: 'Wreck course dive with instructor' } });
    m = await call('GET', `/api/diveplan/${plan}/manifest`);
    expect(diverOf(m, w.customers.Ada).override).toMatchObject({ problems: ['specialityMissing'], reason: 'Wreck course dive with instructor' });
    expect(m.dive.notReady).toBe(0);
  });

  it('nitrox gas alone needs the nitrox speciality on a dive type that needs none', async () => {
    const plan = await w.plan(w.types.perDive, w.d(4));
    await call('POST', `/api/diveplan/${plan}/divers`, { customer: w.customers.Cleo, gas: 'nitrox', nitroxPercent: 30 });
    expect((await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: w.customers.Cleo, event: 'in' }, 409)).message).toBe('DIVER_NOT_READY');
    const cert = await call('POST', `/api/dive/divers/${w.customers.Cleo}/certifications`, { agency: 'PADI', level: 'openWater', specialities: ['nitrox'] });
    await call('POST', `/api/dive/certifications/${cert.id}/verify`);
    await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: w.customers.Cleo, event: 'in' });
  });
});
