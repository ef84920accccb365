// The embeddable widget's tracking and statistics (api-calls 7.14).
export { widgetRoutes } from './routes';
export { recordWidgetEvent } from './record-event';
