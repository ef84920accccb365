// The bound resources by name, filled by bindings.ts; references.ts looks targets up here.
import type { TBinding } from './binding';

const BINDINGS = new Map<string, TBinding>();

export function registerBindings(list: TBinding[]): void {
  for (const b of list) BINDINGS.set(b.resource.name, b);
}

export function bindingOf(name: string): TBinding | undefined {
  return BINDINGS.get(name);
}

export function allBindings(): TBinding[] {
  return [...BINDINGS.values()];
}
