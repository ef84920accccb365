// Who may import whom INSIDE upstream/ (docs/architecture.md, "Inside the upstream";
// docs/decisions/module-layers.md): every folder of the upstream is a unit, and a unit imports only
// the units it declares below. The infrastructure (clock, env, db, http, the job queue, secrets,
// shared) may be imported by every domain module; it imports only the infrastructure it declares.
// Each domain module declares the domain modules it uses. The declared graph must have no cycle
// (checked when this file loads, so `npm run check` stops on it), and as every import must be
// declared, the modules' imports have no cycle either. Test: tests/unit/module-layers.test.ts.
import { rel, target } from './layers.mjs';

/** The infrastructure: where it lives and what it may import. Domain modules may import all of it. */
export const INFRASTRUCTURE = {
  env: { paths: ['upstream/env.ts'], may: [] },
  version: { paths: ['upstream/version.ts'], may: [] },
  'warm-up': { paths: ['upstream/warm-up.ts'], may: [] },
  shared: { paths: ['upstream/shared/'], may: [] },
  clock: { paths: ['upstream/clock.ts'], may: ['env'] },
  secrets: { paths: ['upstream/secrets/'], may: ['env'] },
  db: { paths: ['upstream/db/'], may: ['clock', 'env', 'secrets'] },
  http: { paths: ['upstream/http/'], may: ['db', 'env', 'version'] },
  jobs: { paths: ['upstream/jobs/'], may: ['db'] },
};

/** Each domain module (upstream/modules/<name>/) and the domain modules it may import. */
export const MODULES = {
  resources: [],
  'config-audit': ['resources'],
  settings: ['config-audit'],
  inventory: [],
  finance: [],
  users: ['config-audit', 'resources'],
  media: ['resources', 'settings'],
  widget: ['resources', 'settings'],
  'form-definitions': ['resources'],
  prices: ['inventory', 'resources', 'settings'],
  bookings: ['inventory', 'prices', 'resources', 'settings'],
  rooms: ['bookings', 'inventory', 'resources'],
  todos: ['bookings', 'resources'],
  banks: ['bookings', 'credits', 'finance', 'resources'],
  stock: ['resources'],
  pos: ['bookings', 'resources', 'settings', 'stock'],
  statistics: ['bookings', 'mail', 'prices', 'resources', 'settings'],
  credits: ['bookings', 'resources', 'settings'],
  invoices: ['bookings', 'resources', 'settings'],
  customers: ['bookings', 'prices', 'resources', 'settings'],
  segments: ['customers', 'resources'],
  mailbox: ['bookings', 'media'],
  dive: ['bookings', 'form-definitions', 'resources', 'settings', 'stock'],
  'form-access': ['bookings', 'customers', 'dive', 'form-definitions', 'media', 'resources', 'settings'],
  'booking-documents': ['bookings', 'invoices', 'media', 'settings'],
  agencies: ['bookings', 'credits', 'invoices', 'resources'],
  mail: ['bookings', 'customers', 'invoices', 'resources', 'settings'],
  auth: ['mail', 'users'],
  system: ['auth', 'settings', 'users'],
  loyalty: ['bookings', 'customers', 'mail', 'resources', 'settings'],
  schedules: ['bookings', 'inventory', 'mail', 'prices', 'resources'],
  dashboard: ['bookings', 'dive', 'form-access', 'resources', 'schedules', 'settings'],
  'public-booking': ['bookings', 'customers', 'form-access', 'mail', 'rooms', 'settings', 'widget'],
  'online-payment': ['bookings', 'invoices', 'public-booking', 'resources', 'settings'],
  channels: ['bookings', 'customers', 'inventory', 'prices', 'resources', 'rooms', 'schedules', 'settings'],
  accounting: ['bookings', 'credits', 'finance', 'invoices', 'online-payment', 'resources', 'settings'],
  partners: ['bookings', 'customers', 'inventory', 'prices', 'public-booking', 'resources', 'schedules', 'settings'],
};

/** What composes the modules: it may import every module (and the infrastructure). */
export const COMPOSITION = {
  // upstream/modules/index.ts mounts every module; modules/jobs.ts lists every job.
  modules: { paths: ['upstream/modules/index.ts', 'upstream/modules/jobs.ts'], may: ['*'] },
  // The demo and reference seed writes through the domains' own functions.
  seed: { paths: ['upstream/db/seed/'], may: ['modules', 'bookings', 'customers', 'loyalty', 'public-booking', 'resources', 'settings'] },
  // The processes: the app, the server, opening the database, the command-line tools.
  entry: { paths: ['upstream/app.ts', 'upstream/server.ts', 'upstream/open.ts', 'upstream/db/seed-cli.ts', 'upstream/db/migrate-cli.ts', 'upstream/db/backup-cli.ts'], may: ['modules', 'seed', 'auth', 'mailbox'] },
};

const INFRA = Object.keys(INFRASTRUCTURE);

/** Every unit: its paths (prefixes; the longest match wins) and the units it may import. */
export const UNITS = {
  ...INFRASTRUCTURE,
  ...Object.fromEntries(Object.entries(MODULES).map(([name, may]) => [name, { paths: [`upstream/modules/${name}/`], may: [...INFRA, ...may] }])),
  ...Object.fromEntries(Object.entries(COMPOSITION).map(([name, u]) => [name, { paths: u.paths, may: u.may.includes('*') ? ['*'] : [...INFRA, ...u.may] }])),
};

/** The unit a project path belongs to (null: outside upstream/, or in no unit). */
export function unitOf(relPath) {
  let best = null;
  let length = -1;
  for (const [name, u] of Object.entries(UNITS)) {
    for (const p of u.paths) {
      const hit = p.endsWith('/') ? relPath.startsWith(p) : relPath === p;
      if (hit && p.length > length) { best = name; length = p.length; }
    }
  }
  return best;
}

/** One cycle of a graph { node: [nodes] } as [a, b, ..., a], or null. '*' edges are left out. */
export function findCycle(graph) {
  const state = new Map();
  const stack = [];
  const visit = (n) => {
    state.set(n, 'open');
    stack.push(n);
    for (const m of graph[n] ?? []) {
      if (m === '*') continue;
      if (state.get(m) === 'open') return [...stack.slice(stack.indexOf(m)), m];
      if (!state.has(m)) { const c = visit(m); if (c) return c; }
    }
    stack.pop();
    state.set(n, 'done');
    return null;
  };
  for (const n of Object.keys(graph)) {
    if (!state.has(n)) { const c = visit(n); if (c) return c; }
  }
  return null;
}

const declared = Object.fromEntries(Object.entries(UNITS).map(([n, u]) => [n, u.may]));
for (const [name, may] of Object.entries(declared)) {
  for (const m of may) if (m !== '*' && !UNITS[m]) throw new Error(`upstream-modules: ${name} may import ${m}, which is no unit`);
}
const cycle = findCycle(declared);
if (cycle) throw new Error(`upstream-modules: the declared dependencies run in a circle: ${cycle.join(' -> ')}`);

const mayImport = (from, to) => from === to || UNITS[from].may.includes('*') || UNITS[from].may.includes(to);

const upstreamModulesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside upstream/: a unit imports only the units it declares (eslint-rules/upstream-modules.mjs)' },
    schema: [],
    messages: {
      undeclared: "'{{source}}' ({{target}}): {{from}} may not import {{to}}. Declare it in eslint-rules/upstream-modules.mjs if it belongs there (no circle allowed), else move the code or use a hook.",
      unplaced: '{{file}} is in no unit of eslint-rules/upstream-modules.mjs: give its folder a unit.',
    },
  },
  create(context) {
    const fileAbs = context.physicalFilename ?? context.filename;
    const file = rel(fileAbs);
    if (!file.startsWith('upstream/')) return {};
    const from = unitOf(file);
    if (!from) {
      return { Program: (node) => context.report({ node, messageId: 'unplaced', data: { file } }) };
    }
    function check(node, sourceNode) {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const t = target(sourceNode.value, fileAbs);
      if (t === null || !t.startsWith('upstream/')) return;
      const to = unitOf(t);
      if (to && !mayImport(from, to)) context.report({ node, messageId: 'undeclared', data: { source: sourceNode.value, target: t, from, to } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default upstreamModulesRule;
