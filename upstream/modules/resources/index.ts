// The generic resources of api-calls 7.1. The bindings are registered when this module loads;
// domain modules then register their hooks and ownership (registry.ts registerDomain), and
// genericResourceRoutes() builds the routers from what is registered by then. Longer base paths
// first, so that e.g. /api/mail/template is never read as /api/mail/{id}.
import { createRouter } from '../../http/router';
import { BINDINGS } from './bindings';
import { registerBindings } from './registry';
import { createResourceRoutes } from './router';

registerBindings(BINDINGS);

export { registerDomain } from './registry';
export { labelRoutes, labelsOf, referenceTargets } from './labels';
export type { TDomainRegistration } from './binding';

export function genericResourceRoutes() {
  const routes = createRouter();
  for (const b of [...BINDINGS].sort((x, y) => y.resource.base.length - x.resource.base.length)) {
    routes.route('/', createResourceRoutes(b));
  }
  return routes;
}
