// The one transaction type (upstream/db/client.ts `Tx`, issue 34 item 4): a row lock (SELECT …
// FOR UPDATE / FOR NO KEY UPDATE, drizzle's .for('update')) or a transaction-scoped advisory lock
// (pg_advisory_xact_lock) only holds inside a transaction; outside one PostgreSQL takes it and
// lets go at once. So every function that takes such a lock either is the callback of
// `.transaction(…)` or takes its database as a `Tx`, and tsc then refuses a caller that hands it a
// plain `Db`. Read from the source with TypeScript's own parser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../upstream');
const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

const LOCK_TEXT = /FOR (NO KEY )?UPDATE|FOR SHARE|pg_advisory_xact_lock/;

function isLock(node: ts.Node): boolean {
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'for') return true;
  if ((ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isStringLiteral(node)) && LOCK_TEXT.test(node.text)) {
    // A comment-like mention in a description string is no lock: only SQL handed to sql`…`/sql.raw.
    for (let p: ts.Node = node.parent; p; p = p.parent) {
      if (ts.isTaggedTemplateExpression(p)) return p.tag.getText() === 'sql';
      if (ts.isCallExpression(p)) return /sql\.raw$/.test(p.expression.getText());
    }
  }
  return false;
}

/** The function a lock runs in, and whether that function is safe: a `.transaction(…)` callback,
 *  or a function with a parameter typed `Tx`. */
function verdict(node: ts.Node): { fn: string; ok: boolean } {
  for (let f: ts.Node | undefined = node.parent; f; f = f.parent) {
    if (!ts.isFunctionLike(f)) continue;
    const fn = f as ts.SignatureDeclaration;
    const call = fn.parent;
    if (call && ts.isCallExpression(call) && /\.transaction$/.test(call.expression.getText())) return { fn: '(transaction callback)', ok: true };
    if (takesTx(fn)) return { fn: 'typed', ok: true };
    // A lock taken only on request (lock = true): an overload with a Tx types that call.
    if (ts.isFunctionDeclaration(fn) && fn.name && overloads(fn).some(takesTx)) return { fn: 'overload', ok: true };
    // A callback handed to another call (e.g. changeBooking's work, a named statement's builder)
    // runs where that call runs, and a closure locks through its outer function's database: the
    // enclosing function decides.
    if (call && ts.isCallExpression(call) && call.arguments.includes(fn as ts.Expression)) continue;
    const db = receiverOf(node);
    if (db && !fn.parameters.some((p) => p.name.getText() === db)) continue;
    const name = fn.name?.getText() ?? (ts.isVariableDeclaration(fn.parent) ? fn.parent.name.getText() : ts.isPropertyAssignment(fn.parent) ? fn.parent.name.getText() : '(anonymous)');
    return { fn: name, ok: false };
  }
  // A prepared statement built once at the top (namedStatement): every use of it decides.
  for (let d: ts.Node | undefined = node.parent; d; d = d.parent) {
    if (ts.isVariableDeclaration(d) && ts.isIdentifier(d.name) && ts.isSourceFile(d.parent.parent.parent)) {
      const uses = usesOf(d.name);
      const bad = uses.map(verdict).filter((v) => !v.ok);
      return uses.length && !bad.length ? { fn: 'statement', ok: true } : { fn: `${d.name.text} (used in ${bad.map((v) => v.fn).join(', ') || 'nothing'})`, ok: false };
    }
  }
  return { fn: '(top level)', ok: false };
}

/** The database a lock runs on: `tx` of tx.select()….for('update') or of tx.execute(sql`… FOR UPDATE`). */
function receiverOf(lock: ts.Node): string | null {
  let n: ts.Node | undefined = lock;
  if (!ts.isCallExpression(lock)) {
    while (n && !(ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'execute')) n = n.parent;
    if (!n) return null;
  }
  let e: ts.Expression = (n as ts.CallExpression).expression;
  while (ts.isPropertyAccessExpression(e) || ts.isCallExpression(e)) e = ts.isPropertyAccessExpression(e) ? e.expression : e.expression;
  return ts.isIdentifier(e) ? e.text : null;
}

const takesTx = (fn: ts.SignatureDeclaration) => fn.parameters.some((p) => p.type && /\bTx\b/.test(p.type.getText()));

function overloads(fn: ts.FunctionDeclaration): ts.FunctionDeclaration[] {
  return fn.getSourceFile().statements.filter((st): st is ts.FunctionDeclaration =>
    ts.isFunctionDeclaration(st) && !st.body && st.name?.text === fn.name!.text);
}

function usesOf(name: ts.Identifier): ts.Node[] {
  const out: ts.Node[] = [];
  const visit = (n: ts.Node) => { if (ts.isIdentifier(n) && n.text === name.text && n !== name) out.push(n); n.forEachChild(visit); };
  visit(name.getSourceFile());
  return out;
}

describe('row locks run in a transaction', () => {
  it('every function that takes a row or advisory lock is a transaction callback or takes a Tx', () => {
    const wrong: string[] = [];
    let locks = 0;
    for (const f of files) {
      const text = readFileSync(path.join(ROOT, f), 'utf8');
      if (!/\.for\(|FOR (NO KEY )?UPDATE|FOR SHARE|pg_advisory_xact_lock/.test(text)) continue;
      const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
      const visit = (n: ts.Node) => {
        if (isLock(n)) {
          locks += 1;
          const v = verdict(n);
          if (!v.ok) wrong.push(`upstream/${f}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1} ${v.fn}`);
        }
        n.forEachChild(visit);
      };
      visit(sf);
    }
    expect(locks).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });
});
