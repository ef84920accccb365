// Groups a scope list for display: 'bookings.read', 'bookings.update' → { area: 'bookings',
// actions: ['read', 'update'] }. Special scopes (admin, user, $view.*, $cat.*) are reported apart.
export type TScopeSummary = {
  admin: boolean;
  areas: { area: string; actions: string[] }[];
  /** $view.* and $cat.* entries, and plain words such as 'user'. */
  other: string[];
};

export function summarizeScopes(scopes: readonly string[]): TScopeSummary {
  const areas = new Map<string, Set<string>>();
  const other: string[] = [];
  let admin = false;
  for (const scope of scopes) {
    if (scope === 'admin') {
      admin = true;
      continue;
    }
    const dot = scope.indexOf('.');
    if (scope.startsWith('$') || dot <= 0) {
      if (!other.includes(scope)) other.push(scope);
      continue;
    }
    const area = scope.slice(0, dot);
    const set = areas.get(area) ?? new Set<string>();
    set.add(scope.slice(dot + 1));
    areas.set(area, set);
  }
  return {
    admin,
    areas: [...areas.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([area, set]) => ({ area, actions: [...set].sort() })),
    other,
  };
}
