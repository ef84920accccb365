// Channels (issue 37 items 1-2): the channel interface and its Channex implementation, inbound
// revisions applied once and in order, availability (availableToOTA, beds of shared rooms) and
// rates pushed by the job queue, a failed pull kept for staff, the OTA update log, the master
// bookings and the channel manager's calls (docs/decisions/channels.md).
export { channelRoutes } from './routes';
export { channelsRegistration } from './connections';
export { channelJobs } from './jobs';
