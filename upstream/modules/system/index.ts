export { systemRoutes } from './routes';
export { rejectMalformedJson } from './json-body';
