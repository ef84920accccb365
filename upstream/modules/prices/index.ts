// Prices: the engine (engine/) and the calls that use it.
export { priceRoutes } from './routes';
export { priceFinderRoutes } from './finder-routes';
export { specialPreviewRoutes } from './special-preview';
