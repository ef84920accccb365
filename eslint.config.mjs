import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import layers from './eslint-rules/layers.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-*/**', '.data/**', 'node_modules/**', 'data/**', 'upstream/db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  // docs/architecture.md "Who may import whom", checked on every source file.
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { tourbook: { rules: { layers } } },
    rules: { 'tourbook/layers': 'error' },
  },
];
export default config;
