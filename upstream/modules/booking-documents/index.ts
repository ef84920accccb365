// Documents on a booking (issue 16): templates, stored documents, uploads, the check-in code.
// Owns booking_documents (docs/decisions/booking-documents.md).
export { bookingDocumentRoutes } from './routes';
