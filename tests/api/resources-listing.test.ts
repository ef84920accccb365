// The listing query contract (lib/contract/listing) that the upstream validates with and the
// web side builds its URLs with: parsing, defaults, rejections and the URL round trip.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE, ZListQuery, listQueryToSearchParams, searchParamsToListQuery, type TListQueryInput,
} from '../../lib/contract/listing';

describe('ZListQuery', () => {
  it('fills the defaults: page 1, size 25, order 1', () => {
    expect(ZListQuery.parse({})).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE, order: 1 });
  });

  it('reads URL strings into numbers and the filter JSON into an object', () => {
    expect(ZListQuery.parse({ page: '3', size: '0', sort: 'name', order: '-1', search: '  reef ', filter: '{"isActive":true,"nights":{"gte":7},"type":["Room","Cabin"]}' }))
      .toEqual({ page: 3, size: 0, sort: 'name', order: -1, search: 'reef', filter: { isActive: true, nights: { gte: 7 }, type: ['Room', 'Cabin'] } });
  });

  it.each([
    ['negative page', { page: '-1' }], ['page 0', { page: '0' }], ['negative size', { size: '-1' }],
    ['size over the limit', { size: '5000' }], ['fractional size', { size: '2.5' }], ['order 2', { order: '2' }],
    ['malformed filter', { filter: '{"a":' }], ['filter array', { filter: '[1]' }], ['unknown operator', { filter: '{"a":{"like":"x"}}' }],
    ['empty operator object', { filter: '{"a":{}}' }], ['nested object value', { filter: '{"a":{"eq":{"b":1}}}' }],
    ['sort with SQL', { sort: 'name; drop table users' }], ['filter key with SQL', { filter: '{"name\\"; drop":1}' }],
  ])('rejects %s', (_name, query) => {
    expect(ZListQuery.safeParse(query).success).toBe(false);
  });
});

describe('URL round trip', () => {
  it('leaves defaults out and reads back what it wrote', () => {
    const q: TListQueryInput = { page: 2, size: 50, sort: 'name', order: -1, search: 'blue', filter: { country: 'EG', maxDepth: { lte: 30 } } };
    const params = listQueryToSearchParams(q);
    expect(searchParamsToListQuery(params)).toEqual(q);
    expect(listQueryToSearchParams({ page: 1, size: DEFAULT_PAGE_SIZE, order: 1, search: ' ', filter: {} }).toString()).toBe('');
  });

  it('drops invalid parts of a bookmark instead of failing', () => {
    expect(searchParamsToListQuery(new URLSearchParams('page=-4&size=ten&sort=name&filter=%7Bbad&search=x'))).toEqual({ sort: 'name', search: 'x' });
  });
});
