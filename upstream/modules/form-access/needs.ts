// The declared scopes of a resource's action as a route middleware, looked up per request (the
// bindings are registered when the generic resources are mounted, after this module is loaded).
import type { TResourceAction } from '../../../lib/contract/resources/define';
import { requireAnyScope } from '../../http/security';
import { bindingOf } from '../resources/registry';

export const needs = (...of: [string, TResourceAction][]): ReturnType<typeof requireAnyScope> => (c, next) =>
  requireAnyScope(...new Set(of.flatMap(([name, action]) => bindingOf(name)!.resource.scopes[action])))(c, next);
