// The media library (api-calls 7.15): owns the media records, folders and stored bytes.
export { mediaRoutes } from './routes';
export { mediaRegistration } from './registrations';
