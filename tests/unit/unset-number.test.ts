// The spec's "-1" defaults of room types (size, rooms available to OTAs) mean "not set": no list
// cell and no form input shows -1, and an emptied input stores "not set" again.
import { describe, expect, it } from 'vitest';
import { toFormValue, toWireValue } from '@/components/resources/form/form-values';
import { plainCell } from '@/components/resources/list/cells';
import { resourceByName } from '@/lib/contract/resources';

const roomtypes = resourceByName('roomtypes')!;
const t = Object.assign((k: string) => k, { has: () => false });

describe('numbers that stand for "not set"', () => {
  it('room type size and OTA availability are -1 when not set, and show as nothing', () => {
    for (const field of ['sizeInSqm', 'availableToOTA']) {
      const spec = roomtypes.fields[field];
      expect(spec.unset, field).toBe(-1);
      expect(toFormValue(spec, undefined)).toBe('');
      expect(toFormValue(spec, -1)).toBe('');
      expect(toFormValue(spec, 24)).toBe('24');
      expect(toWireValue(spec, '')).toBe(-1);
      expect(toWireValue(spec, '24')).toBe(24);
      expect(plainCell('number', -1, { t, locale: 'en', label: String, unset: spec.unset })).toBe('');
      expect(plainCell('number', 24, { t, locale: 'en', label: String, unset: spec.unset })).toBe('24');
    }
  });
});
