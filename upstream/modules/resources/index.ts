// Mounts the router of every generic resource. Longer base paths first, so that e.g.
// /api/mail/template is never read as /api/mail/{id}.
import { createRouter } from '../../http/router';
import { BINDINGS } from './bindings';
import { registerBindings } from './registry';
import { createResourceRoutes } from './router';

registerBindings(BINDINGS);

export const resourceRoutes = createRouter();
for (const b of [...BINDINGS].sort((x, y) => y.resource.base.length - x.resource.base.length)) {
  resourceRoutes.route('/', createResourceRoutes(b));
}
