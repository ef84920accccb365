// The public booking page's URL: search fields parsed and checked, links built from a search.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookHref, parseBookQuery, previewHref, MAX_GUESTS, MAX_NIGHTS } from '@/lib/book/query';

const ASSET = '6a1f0c6e-2d3b-4c1a-9e5f-0a9d8b7c6e10';
const SCHEDULE = 'ba549442-e19e-55f3-9c20-a1359be7e79b';
const ROOM = '9bb00544-2328-58ae-b0c6-8d49eebc1a30';
const today = '2026-11-23';
const both = { kinds: ['resort', 'vessel'] as const, today };

describe('parseBookQuery', () => {
  it('an empty URL is the first step: nothing sent, no errors', () => {
    const q = parseBookQuery({}, both);
    expect(q).toMatchObject({ kind: 'resort', submitted: false, search: null, room: null, errors: {} });
  });

  it('a complete resort search gives the stay with its nights and the chosen room', () => {
    const q = parseBookQuery({ kind: 'resort', asset: ASSET, from: '2027-10-04', to: '2027-10-08', guests: '2', room: ROOM }, both);
    expect(q.errors).toEqual({});
    expect(q.search).toEqual({ kind: 'resort', asset: ASSET, dateFrom: '2027-10-04', dateTo: '2027-10-08', nights: 4, guests: 2 });
    expect(q.room).toBe(ROOM);
  });

  it('reports each wrong field with its own error and keeps what was typed', () => {
    const q = parseBookQuery({ kind: 'resort', asset: '', from: '2026-11-22', to: '2026-11-20', guests: '0' }, both);
    expect(q.errors).toEqual({ asset: 'required', from: 'past', to: 'beforeArrival', guests: 'guestsRange' });
    expect(q.search).toBeNull();
    expect(q.values).toMatchObject({ from: '2026-11-22', to: '2026-11-20', guests: '0' });
  });

  it('refuses dates that do not exist, stays over the limit and a foreign asset id', () => {
    expect(parseBookQuery({ asset: ASSET, from: '2027-02-30', to: '2027-03-02', guests: '1' }, both).errors).toEqual({ from: 'invalidDate' });
    const long = parseBookQuery({ asset: ASSET, from: '2027-01-01', to: '2027-03-03', guests: '1' }, both);
    expect(long.errors).toEqual({ to: 'tooLong' });
    expect(parseBookQuery({ asset: ASSET, from: '2027-01-01', to: '2027-03-02', guests: '1' }, both).search).toMatchObject({ nights: MAX_NIGHTS });
    expect(parseBookQuery({ asset: "1' OR 1=1", from: '2027-01-01', to: '2027-01-02', guests: '1' }, both).errors).toEqual({ asset: 'unknown' });
  });

  it('a tour search needs a departure and guests; its dates come from the departure', () => {
    expect(parseBookQuery({ kind: 'vessel', schedule: SCHEDULE, guests: '3' }, both).search).toEqual({ kind: 'vessel', schedule: SCHEDULE, guests: 3 });
    expect(parseBookQuery({ kind: 'vessel', schedule: '', guests: '' }, both).errors).toEqual({ schedule: 'required', guests: 'required' });
  });

  it('a kind the page does not offer falls back to the page\'s own', () => {
    const q = parseBookQuery({ kind: 'resort', schedule: SCHEDULE, guests: '1' }, { kinds: ['vessel'], today });
    expect(q.kind).toBe('vessel');
    expect(q.search).toEqual({ kind: 'vessel', schedule: SCHEDULE, guests: 1 });
  });

  it('ignores a room id that is not an id, and a room without a valid search', () => {
    expect(parseBookQuery({ asset: ASSET, from: '2027-10-04', to: '2027-10-08', guests: '2', room: 'x' }, both).room).toBeNull();
    expect(parseBookQuery({ asset: ASSET, from: '', to: '2027-10-08', guests: '2', room: ROOM }, both).room).toBeNull();
  });

  it('guests outside 1..MAX_GUESTS or not whole numbers are refused', () => {
    fc.assert(fc.property(fc.oneof(fc.integer({ min: -50, max: 200 }).map(String), fc.string({ maxLength: 4 })), (g) => {
      const q = parseBookQuery({ asset: ASSET, from: '2027-10-04', to: '2027-10-05', guests: g }, both);
      const n = Number(g);
      const valid = /^\d{1,2}$/.test(g.trim()) && n >= 1 && n <= MAX_GUESTS;
      expect(q.search !== null).toBe(valid);
    }));
  });

  it('a search survives the round trip through its URL', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 1, max: MAX_NIGHTS }), fc.integer({ min: 1, max: MAX_GUESTS }), (start, nights, guests) => {
      const from = new Date(Date.UTC(2027, 0, 1 + start)).toISOString().slice(0, 10);
      const to = new Date(Date.UTC(2027, 0, 1 + start + nights)).toISOString().slice(0, 10);
      const search = { kind: 'resort' as const, asset: ASSET, dateFrom: from, dateTo: to, nights, guests };
      const url = new URL(bookHref('/book', search, ROOM), 'http://x');
      const back = parseBookQuery(Object.fromEntries(url.searchParams), both);
      expect(back.search).toEqual(search);
      expect(back.room).toBe(ROOM);
    }));
  });
});

describe('links', () => {
  it('a tour search keeps its departure; the preview link escapes the e-mail', () => {
    expect(bookHref('/book/online', { kind: 'vessel', schedule: SCHEDULE, guests: 2 })).toBe(`/book/online?kind=vessel&schedule=${SCHEDULE}&guests=2`);
    expect(previewHref('O-2027-0007', 'a+b@example.com')).toBe('/book/preview?no=O-2027-0007&email=a%2Bb%40example.com');
  });
});
