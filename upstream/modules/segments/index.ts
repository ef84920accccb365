export { segmentRoutes } from './routes';
