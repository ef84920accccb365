// Public booking calls (api-calls 7.6).
export { publicBookingRoutes } from './routes';
export { publicProductRoutes } from './product-routes';
export { widgetEmbedRoutes } from './widget-embed';
