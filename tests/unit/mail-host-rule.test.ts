// Issue 31, item 9: a mail account's IMAP host cannot probe the operator's network. Every private,
// loopback, link-local, CGNAT and other non-public address is refused unless the operator named it;
// a name that resolves to one is refused the same way.
import { describe, expect, it } from 'vitest';
import { isNonPublic, mailServerAddress } from '../../upstream/modules/mailbox/host-rule';

describe('non-public addresses', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'])('%s is not public', (a) => {
    expect(isNonPublic(a)).toBe(true);
  });
  it.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (a) => {
    expect(isNonPublic(a)).toBe(false);
  });
});

describe('the address dialled', () => {
  it('refuses internal ones, and a name resolving to one, unless allowed; takes public ones as they are', async () => {
    expect(await mailServerAddress('169.254.169.254', [])).toBeNull();
    expect(await mailServerAddress('10.0.0.7', ['127.0.0.1'])).toBeNull();
    expect(await mailServerAddress('localhost', [])).toBeNull();
    expect(await mailServerAddress('[::1]', [])).toBeNull();
    expect(await mailServerAddress('localhost', ['localhost'])).toBe('127.0.0.1');
    expect(await mailServerAddress('127.0.0.1', ['127.0.0.1'])).toBe('127.0.0.1');
    expect(await mailServerAddress('93.184.216.34', [])).toBe('93.184.216.34');
    expect(await mailServerAddress('no-such-host.invalid', [])).toBeNull();
  });
});
