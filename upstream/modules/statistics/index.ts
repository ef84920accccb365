// Booking statistics (api-calls 7.5, issue 35): reads the bookings module's tables, owns none.
export { statisticsRoutes } from './routes';
