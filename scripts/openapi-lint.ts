// `npm run check` (after tsc and eslint): writes the upstream's OpenAPI document (the one
// GET /api/openapi.json serves) to .data/openapi/openapi.json and lints it with Redocly CLI's
// recommended rules (redocly.yaml), and the partner API's own document (GET /api/partner/openapi.json)
// the same way. Any error or warning fails, except the problems listed in
// .redocly.lint-ignore.yaml, each with its reason. Telemetry and the update check are off.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../upstream/app';
import type { Db } from '../upstream/db/client';

export const DOCUMENT_FILE = '.data/openapi/openapi.json';

export async function writeDocument(root: string): Promise<string> {
  // The document comes from the route schemas alone: no database is opened.
  const res = await createApp({ db: null as unknown as Db }).request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const file = path.join(root, DOCUMENT_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(await res.json(), null, 2)}\n`);
  return file;
}

/** The partner API's own document (GET /api/partner/openapi.json, docs/decisions/partner-api.md). */
export const PARTNER_DOCUMENT_FILE = '.data/openapi/partner-openapi.json';

async function writePartnerDocument(root: string): Promise<string> {
  const res = await createApp({ db: null as unknown as Db }).request('/api/partner/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/partner/openapi.json answered ${res.status}`);
  const file = path.join(root, PARTNER_DOCUMENT_FILE);
  writeFileSync(file, `${JSON.stringify(await res.json(), null, 2)}\n`);
  return file;
}

function lint(root: string, file: string): boolean {
  const r = spawnSync('npx', ['redocly', 'lint', file, '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '10000'], {
    cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const out = r.stdout.slice(r.stdout.indexOf('{'));
  const report = JSON.parse(out) as { totals: { errors: number; warnings: number; ignored: number }; problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
  for (const p of report.problems) console.error(`${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
  const { errors, warnings, ignored } = report.totals;
  console.log(`[openapi-lint] ${file}: ${errors} errors, ${warnings} warnings, ${ignored} listed exceptions`);
  return errors + warnings === 0 && r.status === 0;
}

async function main() {
  const root = path.resolve(import.meta.dirname, '..');
  await writeDocument(root);
  await writePartnerDocument(root);
  const ok = [DOCUMENT_FILE, PARTNER_DOCUMENT_FILE].map((f) => lint(root, f));
  process.exit(ok.every(Boolean) ? 0 : 1);
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) await main();
