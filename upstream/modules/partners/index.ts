// The public API for partners (issue 37 item 4, docs/decisions/partner-api.md): API keys
// (key-routes.ts, partner-auth.ts), signed webhooks (webhook-*.ts), OCTO (octo*.ts) and the
// partner API's own OpenAPI document (partner-docs.ts).
export { keyRoutes } from './key-routes';
export { webhookRoutes } from './webhook-routes';
export { partnerApiRoutes } from './octo-routes';
export { partnerDocRoutes } from './partner-docs';
export { registerWebhookHooks } from './webhook-events';
export { webhookJobs } from './webhook-jobs';
