// Booking list filters: URL round trip and the generic list query.
import { describe, expect, it } from 'vitest';
import { ZListFilter } from '@/lib/contract/listing';
import { formFromParams, listFilter, listQuery, paramsFromForm } from '@/lib/bookings/list-filter';

const empty = { state: '', from: '', to: '', asset: '', agency: '', source: '', search: '', deleted: false, page: 1 };

describe('booking list filter', () => {
  it('round-trips through the URL, leaving defaults out', () => {
    const f = { ...empty, state: 'notResolved', asset: 'vessel:v1', search: 'Berg', page: 3 };
    const p = paramsFromForm(f);
    expect(p.toString()).toBe('state=notResolved&asset=vessel%3Av1&search=Berg&page=3');
    expect(formFromParams(p)).toEqual(f);
    expect(formFromParams(new URLSearchParams('page=-2'))).toEqual(empty);
  });

  it("'not resolved' filters resolved = false; a state filters the state", () => {
    expect(listFilter({ ...empty, state: 'notResolved' })).toEqual({ resolved: false });
    expect(listFilter({ ...empty, state: 'draft' })).toEqual({ state: 'draft' });
  });

  it('dates select overlapping stays; asset, agency, source by id; the filter is valid', () => {
    const filter = listFilter({ ...empty, from: '2027-03-01', to: '2027-04-01', asset: 'resort:r1', agency: 'a1', source: 's1' });
    expect(filter).toEqual({ dateTo: { gt: '2027-03-01' }, dateFrom: { lt: '2027-04-01' }, resort: 'r1', agency: 'a1', source: 's1' });
    expect(ZListFilter.safeParse(filter).success).toBe(true);
    expect(listFilter({ ...empty, from: '2027-02-30', asset: 'bogus:x' })).toEqual({});
  });

  it('deleted bookings only when asked for: the filter then names deletedDate', () => {
    const p = paramsFromForm({ ...empty, deleted: true });
    expect(p.toString()).toBe('deleted=1');
    expect(formFromParams(p).deleted).toBe(true);
    expect(listFilter({ ...empty, deleted: true })).toEqual({ deletedDate: { ne: null } });
    expect(listFilter(empty)).not.toHaveProperty('deletedDate');
  });

  it('list query', () => {
    expect(listQuery({ ...empty, search: ' x ' })).toEqual({ page: 1, size: 25, sort: 'dateFrom', order: -1, search: 'x' });
    expect(listQuery({ ...empty, state: 'draft', page: 2 })).toMatchObject({ page: 2, filter: '{"state":"draft"}' });
  });
});
