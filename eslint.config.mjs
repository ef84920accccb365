import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import layers from './eslint-rules/layers.mjs';
import upstreamModules from './eslint-rules/upstream-modules.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-*/**', '.data/**', 'node_modules/**', 'data/**', 'upstream/db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  // docs/architecture.md "Who may import whom" (and inside upstream/, which module may use which),
  // checked on every source file.
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { tourbook: { rules: { layers, 'upstream-modules': upstreamModules } } },
    rules: { 'tourbook/layers': 'error', 'tourbook/upstream-modules': 'error' },
  },
];
export default config;
