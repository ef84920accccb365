// Prices: the engine (engine/), quotes and price finders. The calls that price a booking or preview
// a special on bookings (POST /api/book/booking/price, GET /api/price/booking/{id},
// POST /api/specials/preview) read booking facts: they are the bookings module's (bookings/prices/).
export { priceFinderRoutes } from './finder-routes';
