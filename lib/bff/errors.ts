// The errors the BFF answers itself, in the spec's error shape (section 8): defined once for the
// Next route handler (error-response.ts) and the web server's own pass-through (node-pass-through.ts).
export type TBffError = { status: number; error: string; message: string; description: string };

export const UPSTREAM_UNAVAILABLE: TBffError = {
  status: 502, error: 'BadGateway', message: 'UPSTREAM_UNAVAILABLE', description: 'The booking service cannot be reached. Please try again in a moment.',
};
export const UPSTREAM_TIMEOUT: TBffError = {
  status: 503, error: 'ServiceUnavailable', message: 'UPSTREAM_TIMEOUT', description: 'The booking service did not answer in time. Please try again in a moment.',
};
export const INTERNAL: TBffError = { status: 500, error: 'InternalServerError', message: 'INTERNAL_ERROR', description: 'Something went wrong on our side. Please try again.' };
export const CROSS_SITE: TBffError = { status: 403, error: 'Forbidden', message: 'CROSS_SITE_REQUEST', description: 'Cross-site requests are not allowed.' };
export const INVALID_PATH: TBffError = { status: 400, error: 'BadRequestError', message: 'INVALID_PATH', description: 'The address is not valid.' };
/** An upstream answer carrying a credential (lib/contract/credential.ts) reached the pass-through:
 *  it is never passed on, whatever path led there. */
export const CREDENTIAL_REFUSED: TBffError = { status: 502, error: 'BadGateway', message: 'CREDENTIAL_REFUSED', description: 'The booking service answered with something that is not passed on.' };
export const tooLarge = (limitKb: number): TBffError => ({ status: 413, error: 'PayloadTooLargeError', message: 'Payload too large', description: `The limit is ${limitKb} KB` });

export function errorBody(e: TBffError, path: string, method: string) {
  return { error: e.error, message: e.message, statusCode: e.status, path, method, description: e.description, timestamp: new Date().toISOString() };
}
