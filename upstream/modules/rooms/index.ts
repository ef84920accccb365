// Room calls of api-calls 7.3 (blockers, usage states, availability, occupancy cells).
export { roomRoutes } from './routes';
