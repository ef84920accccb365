// Reads every write to a database table in TypeScript source (issue 34, item 1; tests/unit/
// table-owners.test.ts): Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` where `t` is a table
// imported from the schema (by name, by alias or through a namespace), and raw SQL in any string or
// template (`INSERT INTO x`, `UPDATE x`, `DELETE FROM x`, `TRUNCATE x`; an `ON CONFLICT … DO UPDATE`
// writes the INSERT's table). A write whose table is an expression (`UPDATE ${col.table}`,
// `tx.update(b.table)`) is a dynamic write: its table is '*', and the test says which tables it
// can reach. The syntax tree is read (typescript's parser), so comments never count.
import ts from 'typescript';

export type TWrite = {
  /** The SQL name of the table, or '*' when the code chooses it at run time. */
  table: string;
  kind: 'insert' | 'update' | 'delete';
  via: 'drizzle' | 'sql';
  line: number;
  /** For a dynamic write, the expression that names the table. */
  expr?: string;
};

const HELPERS: Record<string, { arg: number; column?: true; kinds: TWrite['kind'][] }> = {
  namedInsert: { arg: 1, kinds: ['insert'] },
  moveReferences: { arg: 1, column: true, kinds: ['update', 'delete'] },
};

/** `schemaExports`: export name → SQL table name of every table the schema exports. */
export function writesIn(source: string, fileName: string, schemaExports: ReadonlyMap<string, string>): TWrite[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const tableNames = new Set(schemaExports.values());
  const named = new Map<string, string>(); // local name → SQL table name
  const namespaces = new Set<string>();
  for (const st of file.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    if (!/\/db\/schema(\/|$)/.test(st.moduleSpecifier.text) && !/^\.{1,2}\/?(.*\/)?schema$/.test(st.moduleSpecifier.text)) continue;
    const b = st.importClause?.namedBindings;
    if (b && ts.isNamespaceImport(b)) namespaces.add(b.name.text);
    if (b && ts.isNamedImports(b)) {
      for (const el of b.elements) {
        const table = schemaExports.get((el.propertyName ?? el.name).text);
        if (table) named.set(el.name.text, table);
      }
    }
  }
  const out: TWrite[] = [];
  const lineOf = (n: ts.Node) => file.getLineAndCharacterOfPosition(n.getStart(file)).line + 1;

  const tableOf = (e: ts.Expression): string | undefined => {
    if (ts.isIdentifier(e)) return named.get(e.text);
    if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && namespaces.has(e.expression.text)) return schemaExports.get(e.name.text);
    return undefined;
  };

  // Write helpers: the table is an argument, so the write is counted where the helper is called
  // (db/statements.ts namedInsert: the table; db/move-references.ts: a column of the table).
  const helper = (call: ts.CallExpression) => {
    const name = ts.isIdentifier(call.expression) ? call.expression.text : '';
    const spec = HELPERS[name];
    if (!spec || call.arguments.length <= spec.arg) return;
    let arg = call.arguments[spec.arg];
    if (spec.column && ts.isPropertyAccessExpression(arg)) arg = arg.expression;
    const table = tableOf(arg);
    for (const kind of spec.kinds) {
      out.push(table ? { table, kind, via: 'drizzle', line: lineOf(call) } : { table: '*', kind, via: 'drizzle', line: lineOf(call), expr: call.arguments[spec.arg].getText(file) });
    }
  };

  const drizzle = (call: ts.CallExpression) => {
    if (!ts.isPropertyAccessExpression(call.expression) || call.arguments.length !== 1) return;
    const kind = call.expression.name.text;
    if (kind !== 'insert' && kind !== 'update' && kind !== 'delete') return;
    const arg = call.arguments[0];
    const table = tableOf(arg);
    if (table) return out.push({ table, kind, via: 'drizzle', line: lineOf(call) });
    // Not a schema table by name: a write all the same when the call is chained like Drizzle's
    // (.values/.set/.where/.returning/.onConflict…) or made on a database handle.
    const next = call.parent && ts.isPropertyAccessExpression(call.parent) ? call.parent.name.text : '';
    const receiver = call.expression.expression.getText(file);
    if (/^(values|set|where|returning|onConflictDoUpdate|onConflictDoNothing)$/.test(next) || /(^|\.)(tx|db|trx|database)$/i.test(receiver)) {
      out.push({ table: '*', kind, via: 'drizzle', line: lineOf(call), expr: arg.getText(file) });
    }
  };

  const WRITE = /\b(INSERT\s+INTO|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|UPDATE)\s+(ONLY\s+)?("?[A-Za-z_][\w.]*"?|\u0000\d+\u0000)/gi;
  const rawSql = (node: ts.Node, text: string, subs: ts.Expression[]) => {
    for (const m of text.matchAll(WRITE)) {
      const before = text.slice(0, m.index).trimEnd();
      // FOR [NO KEY] UPDATE, ON UPDATE (a foreign key's rule) and DO UPDATE SET (an upsert: its
      // table is the INSERT's, counted there) are no statements of their own.
      if (/^UPDATE$/i.test(m[1]) && /\b(FOR|KEY|ON|DO)$/i.test(before)) continue;
      const kind = /^INSERT/i.test(m[1]) ? 'insert' : /^UPDATE/i.test(m[1]) ? 'update' : 'delete';
      const target = m[3];
      const sub = /^\u0000(\d+)\u0000$/.exec(target);
      if (sub) {
        const expr = subs[Number(sub[1])];
        const table = tableOf(expr);
        out.push(table ? { table, kind, via: 'sql', line: lineOf(node) } : { table: '*', kind, via: 'sql', line: lineOf(node), expr: expr.getText(file) });
        continue;
      }
      const name = target.replace(/"/g, '').replace(/^public\./, '');
      if (tableNames.has(name)) out.push({ table: name, kind, via: 'sql', line: lineOf(node) });
      else if (/^[a-z_][a-z0-9_.]*$/.test(name) && /^(INSERT|DELETE|TRUNCATE)/i.test(m[1])) out.push({ table: name, kind, via: 'sql', line: lineOf(node) });
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) { drizzle(node); helper(node); }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) rawSql(node, node.text, []);
    if (ts.isTemplateExpression(node)) {
      const subs = node.templateSpans.map((s) => s.expression);
      const text = node.head.text + node.templateSpans.map((s, i) => `\u0000${i}\u0000${s.literal.text}`).join('');
      rawSql(node, text, subs);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}
