// Random secrets handed to a user (login, verify and reset tokens) and their stored digests.
import { createHash, randomBytes } from 'node:crypto';

/** 64 random bytes, base64url: 86 characters (the spec wants tokens longer than 50). */
export function newLoginToken(): string {
  return randomBytes(64).toString('base64url');
}

/** 32 random bytes for verify and reset links: 43 characters, 256 bits. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps: sha256 hex. A stolen table cannot be replayed as tokens. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
