// The bound resources by name, filled by bindings.ts, and what domain modules register into the
// generic mechanism (hooks, ownership of their tables, references from their own tables). The
// generic code reads this registry and imports no domain.
import type { TBinding, TDomainReference, TDomainRegistration, TRecordHooks } from './binding';

const BINDINGS = new Map<string, TBinding>();
const REFERENCES = new Map<string, TDomainReference[]>();

export function registerBindings(list: TBinding[]): void {
  for (const b of list) BINDINGS.set(b.resource.name, b);
}

export function bindingOf(name: string): TBinding | undefined {
  return BINDINGS.get(name);
}

const HOOK_OWNERS = new Map<string, string>();
const RECORD_HOOKS = new Map<string, { module: string; hooks: TRecordHooks }[]>();

export function allBindings(): TBinding[] {
  return [...BINDINGS.values()];
}

/** Installs a domain's registrations; repeatable (the same domain registering again replaces
 *  its own entries), so building a second app in one process changes nothing. */
export function registerDomain(d: TDomainRegistration): void {
  for (const [name, reg] of Object.entries(d.resources ?? {})) {
    const b = BINDINGS.get(name);
    if (!b) throw new Error(`${d.module} registers unknown resource ${name}`);
    if (b.owner && b.owner.module !== d.module) throw new Error(`${name} is owned by ${b.owner.module} already, not ${d.module}`);
    // One module per hook of a resource: a second one would silently replace the first's rule
    // (issue 31 found a signed form's guard lost that way), so it is refused at start.
    for (const hook of Object.keys(reg.hooks ?? {})) {
      const key = `${name}.${hook}`;
      const had = HOOK_OWNERS.get(key);
      if (had && had !== d.module) throw new Error(`${key} is set by ${had} already, not ${d.module}: one module owns a hook`);
      HOOK_OWNERS.set(key, d.module);
    }
    Object.assign(b.hooks, reg.hooks ?? {});
    if (reg.owner) b.owner = { module: d.module, ...reg.owner };
    if (reg.createSchema) b.createSchema = reg.createSchema;
  }
  for (const [target, hooks] of Object.entries(d.onRecord ?? {})) {
    const list = RECORD_HOOKS.get(target) ?? [];
    const at = list.findIndex((h) => h.module === d.module);
    if (at >= 0) list[at] = { module: d.module, hooks };
    else list.push({ module: d.module, hooks });
    RECORD_HOOKS.set(target, list);
  }
  for (const ref of d.references ?? []) {
    const list = (REFERENCES.get(ref.target) ?? []).filter((r) => r.label !== ref.label);
    REFERENCES.set(ref.target, [...list, ref]);
  }
}

/** Columns of domain tables that point at the resource's records. */
export function domainReferencesTo(name: string): TDomainReference[] {
  return REFERENCES.get(name) ?? [];
}

/** What each module does to its own rows when a record of `target` is merged or erased, in the
 *  order the modules registered (binding.ts TRecordHooks). */
export function recordHooksOf(target: string): { module: string; hooks: TRecordHooks }[] {
  return RECORD_HOOKS.get(target) ?? [];
}
