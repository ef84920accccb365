// Channels (issue 37 items 1-2): the channel interface and its Channex implementation, inbound
// revisions applied once and in order, availability pushed by the job queue, the OTA update log
// and the master bookings (docs/decisions/channels.md).
export { channelRoutes } from './routes';
export { channelsRegistration } from './connections';
export { channelJobs } from './jobs';
