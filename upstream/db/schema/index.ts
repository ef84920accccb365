// The whole Drizzle schema: one file per domain, re-exported here.
export * from './auth';
export * from './settings';
export * from './reference';
export * from './resources';
export * from './booking-core';
export * from './mail-sending';
export * from './media';
export * from './mailbox';
export * from './online';
export * from './booking-deals';
export * from './dive-ops';
export * from './booking-links';
export * from './invoices';
export * from './customers';
export * from './credits';
export * from './booking-documents';
export * from './booking-onsite';
