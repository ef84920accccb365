// One module per hook of a resource (issue 31): two modules setting the same hook would silently
// keep only the later one's rule (a signed form's guard was lost that way). The registry refuses.
import { describe, expect, it } from 'vitest';
import { registerDomain } from '../../upstream/modules/resources/registry';
import { createTestApi } from '../helpers/api';

describe('hooks of a resource', () => {
  it('a second module setting a hook another module set is refused; the owner may register again', async () => {
    const api = await createTestApi();
    try {
      expect(() => registerDomain({ module: 'intruder', resources: { mailaccount: { hooks: { beforeCreate: (v) => v } } } }))
        .toThrow(/mailaccount\.beforeCreate is set by mail already, not intruder/);
      // A resource a module owns takes hooks from that module only (its rules come from where it
      // likes: form-access registers form-definitions' rules of a form's update).
      expect(() => registerDomain({ module: 'intruder', resources: { form: { hooks: { beforeUpdate: (v) => v } } } }))
        .toThrow(/form is owned by form-access already, not intruder/);
      const res = await api.call('GET', '/version');
      expect(res.status).toBe(200);
    } finally {
      await api.handle.close();
    }
  });
});
