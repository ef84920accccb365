// The BFF's own errors (lib/bff/errors.ts) as answers of the Next route handler.
import { NextResponse } from 'next/server';
import { CREDENTIAL_REFUSED, CROSS_SITE, errorBody, INVALID_PATH, tooLarge, UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE, type TBffError } from './errors';

export function bffError(req: Request, status: number, error: string, message: string, description?: string): NextResponse {
  return answer(req, { status, error, message, description: description ?? message });
}

function answer(req: Request, e: TBffError): NextResponse {
  return NextResponse.json(errorBody(e, new URL(req.url).pathname, req.method), { status: e.status, headers: { 'cache-control': 'no-store' } });
}

export const crossSiteRefused = (req: Request) => answer(req, CROSS_SITE);
export const upstreamUnreachable = (req: Request) => answer(req, UPSTREAM_UNAVAILABLE);
export const upstreamTimeout = (req: Request) => answer(req, UPSTREAM_TIMEOUT);
export const payloadTooLarge = (req: Request, limitKb: number) => answer(req, tooLarge(limitKb));
export const invalidPath = (req: Request) => answer(req, INVALID_PATH);
export const credentialRefused = (req: Request) => answer(req, CREDENTIAL_REFUSED);
