// The operationId rule (upstream/http/openapi-contract.ts): method + path, one rule, readable.
import { describe, expect, it } from 'vitest';
import { areaOf, finishDocument, operationIdFor, type TOpenApiDocument } from '../../upstream/http/openapi-contract';

describe('operationIdFor', () => {
  it('reads as the method, the segments under /api in PascalCase and By<Param>', () => {
    expect(operationIdFor('get', '/api/bookings')).toBe('getBookings');
    expect(operationIdFor('POST', '/api/bookings/{id}/confirm')).toBe('postBookingsByIdConfirm');
    expect(operationIdFor('delete', '/api/bookings/{id}/removeCustomer/{roomId}/{customerId}')).toBe('deleteBookingsByIdRemoveCustomerByRoomIdByCustomerId');
    expect(operationIdFor('get', '/api/rooms/listCSV')).toBe('getRoomsListCSV');
    expect(operationIdFor('get', '/api/settings/exchange-rate')).toBe('getSettingsExchangeRate');
  });

  it('keeps a path outside /api apart from the same path under it', () => {
    expect(operationIdFor('get', '/version')).toBe('getRootVersion');
    expect(operationIdFor('get', '/api/version')).toBe('getVersion');
  });

  it('gives each path its area', () => {
    expect(areaOf('/api/bookings/{id}/confirm')).toBe('bookings');
    expect(areaOf('/api/book/booking/price')).toBe('book');
    expect(areaOf('/version')).toBe('system');
    expect(areaOf('/api/version')).toBe('system');
  });

  it('refuses a document where the rule would give two operations one id', () => {
    const doc = { info: {}, paths: { '/api/a-b': { get: {} }, '/api/aB': { get: {} } } };
    expect(() => finishDocument(doc)).toThrow(/getAB/);
  });

  it('tags by area, declares the tags and keeps the former tags as their description', () => {
    const input: TOpenApiDocument = { info: { title: 't' }, paths: { '/api/rooms': { get: { tags: ['rooms'] } }, '/api/rooms/{id}/state': { post: { tags: ['Rooms'] } }, '/api/book/assets': { get: { tags: ['Public booking'] } } } };
    const doc = finishDocument(input);
    expect(doc.paths!['/api/rooms/{id}/state'].post).toMatchObject({ operationId: 'postRoomsByIdState', tags: ['rooms'] });
    expect(doc.tags).toEqual([
      { name: 'book', description: 'Calls under /api/book (Public booking).' },
      { name: 'rooms', description: 'Calls under /api/rooms.' },
    ]);
    expect(doc.servers?.[0].url).toBe('/');
    expect(doc.info).toMatchObject({ title: 't', license: { identifier: 'MIT' } });
  });
});
