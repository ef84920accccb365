// Errors the BFF answers itself, in the spec's error shape (section 8).
import { NextResponse } from 'next/server';

export function bffError(req: Request, status: number, error: string, message: string, description?: string): NextResponse {
  const url = new URL(req.url);
  return NextResponse.json(
    { error, message, statusCode: status, path: url.pathname, method: req.method, description: description ?? message, timestamp: new Date().toISOString() },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

export const upstreamUnreachable = (req: Request) =>
  bffError(req, 502, 'BadGateway', 'UPSTREAM_UNAVAILABLE', 'The booking service cannot be reached. Please try again in a moment.');

export const upstreamTimeout = (req: Request) =>
  bffError(req, 503, 'ServiceUnavailable', 'UPSTREAM_TIMEOUT', 'The booking service did not answer in time. Please try again in a moment.');

export const payloadTooLarge = (req: Request, limitKb: number) =>
  bffError(req, 413, 'PayloadTooLargeError', 'Payload too large', `The limit is ${limitKb} KB`);
