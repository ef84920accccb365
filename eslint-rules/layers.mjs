// The layer rules of docs/architecture.md ("Who may import whom") as one ESLint rule, so a
// wrong import fails `npm run check`. Every import, re-export and dynamic import with a literal
// path is resolved (relative or the '@/' alias) to a project path and checked against LAYERS.
// Type-only imports count like any other for the layers: a type is a dependency on its layer too.
// Packages are not checked here. Test: tests/unit/layer-rules.test.ts.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Who may import whom: for a file under `from`, the project paths it may import (prefixes).
 * The first matching `from` decides; a file under no entry (tests/, scripts/, config files) is
 * not checked ("tests: anything").
 */
export const LAYERS = [
  { from: 'upstream/', may: ['upstream/', 'lib/contract/', 'lib/access/', 'lib/validation/'], says: 'upstream/ may import lib/contract, lib/access and lib/validation only (never app/, components/ or the rest of lib/)' },
  // proxy.ts: lib/access and lib/session, plus what the request guard also answers for today:
  // the CSP nonce and widget frame rules (lib/security), the flash cookie's name
  // (lib/navigation/flash) and the environment (lib/env), as docs/architecture.md's table says.
  { from: 'proxy.ts', may: ['lib/access/', 'lib/session/', 'lib/security/', 'lib/navigation/flash.ts', 'lib/env.ts'], says: 'proxy.ts may import lib/access and lib/session only' },
  { from: 'lib/', may: ['lib/'], says: 'lib/ may import lib/ only (never upstream/, app/ or components/: the web side reaches the API over HTTP)' },
  { from: 'components/', may: ['components/', 'lib/', 'messages/'], says: 'components/ may import components/ and lib/ only' },
  { from: 'app/', may: ['app/', 'components/', 'lib/', 'messages/'], says: 'app/ may import components/ and lib/ only' },
];

/** Web code that must never reach the browser: a client component may not import it (types aside). */
const SERVER_ONLY = ['lib/http/', 'lib/bff/', 'lib/env.ts', 'lib/session/get-session.ts', 'lib/session/require-route.ts', 'lib/session/unseal.ts'];
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

export const rel = (abs) => path.relative(ROOT, abs).split(path.sep).join('/');

/** The project file an import names (its extension found when it exists), or null for a package
 *  or a path outside the project. Also used by upstream-modules.mjs. */
export function target(source, fileAbs) {
  let abs;
  if (source.startsWith('@/')) abs = path.join(ROOT, source.slice(2));
  else if (source.startsWith('.')) abs = path.resolve(path.dirname(fileAbs), source);
  else return null;
  const r = rel(abs);
  if (r.startsWith('..')) return null;
  const file = EXTENSIONS.map((e) => r + e).find((f) => isFile(f));
  return file ?? r;
}

const fileCache = new Map();
function isFile(r) {
  if (!fileCache.has(r)) {
    const abs = path.join(ROOT, r);
    fileCache.set(r, fs.existsSync(abs) && fs.statSync(abs).isFile());
  }
  return fileCache.get(r);
}

const serverOnlyCache = new Map();
/** Listed as server-only, or a file that imports 'server-only' itself. */
function isServerOnly(r) {
  if (SERVER_ONLY.some((p) => r === p || r.startsWith(p))) return true;
  if (!serverOnlyCache.has(r)) {
    serverOnlyCache.set(r, isFile(r) && /^\s*import\s+['"]server-only['"]/m.test(fs.readFileSync(path.join(ROOT, r), 'utf8')));
  }
  return serverOnlyCache.get(r);
}

const allowed = (r, may) => may.some((p) => r === p || r.startsWith(p));

const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'The layer rules of docs/architecture.md: who may import whom' },
    schema: [],
    messages: {
      layer: "'{{source}}' ({{target}}) crosses a layer: {{says}}.",
      serverOnly: "'{{source}}' is server-only code; a client component ('use client') may not import it (a type-only import is fine).",
    },
  },
  create(context) {
    const fileAbs = context.physicalFilename ?? context.filename;
    const from = rel(fileAbs);
    const layer = LAYERS.find((l) => from === l.from || from.startsWith(l.from));
    const isClient = context.sourceCode.ast.body.some((s) => s.type === 'ExpressionStatement' && s.directive === 'use client');
    if (!layer && !isClient) return {};

    function check(node, sourceNode, typeOnly) {
      if (!sourceNode || sourceNode.type !== 'Literal' || typeof sourceNode.value !== 'string') return;
      const source = sourceNode.value;
      const t = target(source, fileAbs);
      if (t === null) return;
      if (layer && !allowed(t, layer.may)) context.report({ node, messageId: 'layer', data: { source, target: t, says: layer.says } });
      else if (isClient && !typeOnly && isServerOnly(t)) context.report({ node, messageId: 'serverOnly', data: { source } });
    }
    const typeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type'
      || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source, typeOnly(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
    };
  },
};

export default layersRule;
