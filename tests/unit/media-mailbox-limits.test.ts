// The upload calls' body limit (shared by the BFF and the upstream) and the sealing of stored
// secrets (mail account passwords): a sealed value opens to the same text, never contains it,
// differs each time, and a changed byte or another key fails instead of answering garbage.
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { BODY_LIMIT_KB, bodyLimitKbFor, UPLOAD_LIMIT_KB } from '../../lib/contract/errors';

describe('bodyLimitKbFor', () => {
  it('gives the upload limit to the upload calls only', () => {
    expect(bodyLimitKbFor('POST', '/api/media/upload')).toBe(UPLOAD_LIMIT_KB);
    expect(bodyLimitKbFor('PUT', '/api/media/0b7c1f5e-2c3d-4e5f-8a9b-0c1d2e3f4a5b/data')).toBe(UPLOAD_LIMIT_KB);
    expect(bodyLimitKbFor('POST', '/api/bookings/0b7c1f5e-2c3d-4e5f-8a9b-0c1d2e3f4a5b/upload')).toBe(UPLOAD_LIMIT_KB);
    for (const [m, p] of [['GET', '/api/media/upload'], ['POST', '/api/media'], ['POST', '/api/media/upload/x'], ['POST', '/api/mediaupload'],
      ['PUT', '/api/media/not-an-id/data'], ['POST', '/api/bookings'], ['POST', '/api/media/../users/upload']]) {
      expect(bodyLimitKbFor(m, p), `${m} ${p}`).toBe(BODY_LIMIT_KB);
    }
  });
});

describe('secret box', () => {
  async function load(key: string) {
    vi.resetModules();
    vi.stubEnv('SECRETS_KEY', key);
    return import('../../upstream/secrets/secret-box');
  }

  it('seals and opens, never shows the secret, and refuses tampering and other keys', async () => {
    const box = await load(randomBytes(32).toString('hex'));
    const a = box.sealSecret('imap-pässword');
    const b = box.sealSecret('imap-pässword');
    expect(a).not.toBe(b);
    expect(a).not.toContain('imap');
    expect(box.openSecret(a)).toBe('imap-pässword');
    const parts = a.split('.');
    const flipped = Buffer.from(parts[3], 'base64url');
    flipped[0] ^= 1;
    expect(() => box.openSecret([...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => box.openSecret('plain text')).toThrow();
    const other = await load(randomBytes(32).toString('base64'));
    expect(() => other.openSecret(a)).toThrow();
    vi.unstubAllEnvs();
  });

  it('refuses a key of the wrong size', async () => {
    const box = await load('abcd');
    expect(() => box.sealSecret('x')).toThrow(/32 bytes/);
    vi.unstubAllEnvs();
  });
});
