// One module per hook of a resource (issue 31): two modules setting the same hook would silently
// keep only the later one's rule (a signed form's guard was lost that way). The registry refuses.
import { describe, expect, it } from 'vitest';
import { registerDomain } from '../../upstream/modules/resources/registry';
import { createTestApi } from '../helpers/api';

describe('hooks of a resource', () => {
  it('a second module setting a hook another module set is refused; the owner may register again', async () => {
    const api = await createTestApi();
    try {
      expect(() => registerDomain({ module: 'intruder', resources: { form: { hooks: { beforeUpdate: (v) => v } } } }))
        .toThrow(/form\.beforeUpdate is set by form-definitions already, not intruder/);
      const res = await api.call('GET', '/version');
      expect(res.status).toBe(200);
    } finally {
      await api.handle.close();
    }
  });
});
