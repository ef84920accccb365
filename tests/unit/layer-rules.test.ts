// The layer rules of docs/architecture.md are checked by ESLint (eslint-rules/layers.mjs, wired in
// eslint.config.mjs, run by `npm run check`): a wrong import is an error. Sources are linted
// virtually (lintText with a filePath inside each layer), so no fixture file is needed.
import path from 'node:path';
import { ESLint } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import { describe, expect, it } from 'vitest';
import layers from '../../eslint-rules/layers.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Only the layer rule, for speed; the first test proves the project's own config has it. */
const ruleOnly = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { tourbook: { rules: { layers } } },
    rules: { 'tourbook/layers': 'error' },
  }],
});

async function problems(file: string, source: string, eslint = ruleOnly): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layer rules', () => {
  it('npm run check (the project config) fails on an upstream module importing app/', async () => {
    const project = new ESLint({ cwd: ROOT });
    const found = await problems('upstream/modules/bookings/fixture.ts', "import { x } from '../../../app/layout';\nexport const y = x;\n", project);
    expect(found).toEqual([expect.stringMatching(/^tourbook\/layers: .*crosses a layer: upstream\//)]);
  }, 60_000);

  it('upstream/: lib/contract, lib/access, lib/validation and itself only', async () => {
    const file = 'upstream/modules/settings/fixture.ts';
    expect(await problems(file, "import { z } from 'zod';\nimport { ERROR_NAMES } from '../../../lib/contract/errors';\nimport { hasScope } from '../../../lib/access/scopes';\nimport { ownValue } from '../../../lib/validation/own-key';\nimport { now } from '../../clock';\nexport const a = [z, ERROR_NAMES, hasScope, ownValue, now];\n")).toEqual([]);
    for (const bad of ["'../../../lib/http/upstream-client'", "'../../../lib/i18n/pick-language'", "'@/components/ui/button'", "'../../../app/layout'", "'../../../proxy'"]) {
      expect(await problems(file, `import * as x from ${bad};\nexport const y = x;\n`), bad).toHaveLength(1);
    }
    expect(await problems(file, "import type { TSessionData } from '../../../lib/session/types';\nexport type T = TSessionData;\n")).toHaveLength(1);
    expect(await problems(file, "export async function f() { return import('../../../components/ui/button'); }\n")).toHaveLength(1);
  });

  it('lib/: never upstream/, app/ or components/', async () => {
    const file = 'lib/bookings/fixture.ts';
    expect(await problems(file, "import { now } from '../clock';\nexport const a = now;\n")).toEqual([]);
    expect(await problems(file, "import { now } from '../../upstream/clock';\nexport const a = now;\n")).toHaveLength(1);
    expect(await problems(file, "export { Button } from '@/components/ui/button';\n")).toHaveLength(1);
    expect(await problems(file, "export * from '../../app/layout';\n")).toHaveLength(1);
  });

  it('components/ and app/: components and lib, never upstream/; client components no server-only code', async () => {
    expect(await problems('components/x/fixture.tsx', "import { upstreamJson } from '@/lib/http/upstream-client';\nexport const a = upstreamJson;\n")).toEqual([]);
    expect(await problems('components/x/fixture.tsx', "import { createApp } from '../../upstream/app';\nexport const a = createApp;\n")).toHaveLength(1);
    expect(await problems('app/(public)/x/page.tsx', "import { Button } from '@/components/ui/button';\nimport { now } from '@/lib/clock';\nexport const a = [Button, now];\n")).toEqual([]);
    expect(await problems('app/(public)/x/page.tsx', "import { now } from '@/upstream/clock';\nexport const a = now;\n")).toHaveLength(1);
    const client = (imports: string) => `'use client';\n${imports}\nexport const a = 1;\n`;
    const server = await problems('components/x/fixture.tsx', client("import { upstreamJson } from '@/lib/http/upstream-client';"));
    expect(server).toEqual([expect.stringMatching(/server-only code/)]);
    expect(await problems('components/x/fixture.tsx', client("import { webEnv } from '@/lib/env';"))).toHaveLength(1);
    expect(await problems('components/x/fixture.tsx', client("import { getSession } from '@/lib/session/get-session';"))).toHaveLength(1);
    expect(await problems('components/x/fixture.tsx', client("import type { TUpstreamInit } from '@/lib/http/upstream-client';"))).toEqual([]);
    expect(await problems('components/x/fixture.tsx', client("import { formatDate } from '@/lib/format/date';"))).toEqual([]);
  });

  it('proxy.ts: lib/access and lib/session (and the recorded exceptions), nothing else', async () => {
    expect(await problems('proxy.ts', "import { decideAccess } from '@/lib/access/guard';\nimport { SESSION_COOKIE } from '@/lib/session/config';\nexport const a = [decideAccess, SESSION_COOKIE];\n")).toEqual([]);
    expect(await problems('proxy.ts', "import { upstreamJson } from '@/lib/http/upstream-client';\nexport const a = upstreamJson;\n")).toHaveLength(1);
    expect(await problems('proxy.ts', "import { Button } from '@/components/ui/button';\nexport const a = Button;\n")).toHaveLength(1);
  });

  it('tests/ may import anything', async () => {
    expect(await problems('tests/unit/fixture.test.ts', "import { createApp } from '../../upstream/app';\nimport { Button } from '@/components/ui/button';\nexport const a = [createApp, Button];\n")).toEqual([]);
  });
});
