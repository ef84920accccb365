// A login's device is named in words; no raw user-agent string reaches the screen.
import { describe, expect, it } from 'vitest';
import { deviceName } from '@/lib/format/device-name';

describe('deviceName', () => {
  it('names browser and system', () => {
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome · Linux');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari · iOS');
  });

  it('says nothing rather than echo what it cannot read', () => {
    expect(deviceName(null)).toBeNull();
    expect(deviceName('curl/8.5.0') ?? '').not.toContain('/');
  });
});
