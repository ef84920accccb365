// The message keys of the web application (messages/de.json and en.json, flattened with dots),
// read once per process: they change only with a release.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MESSAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../messages');

function flatten(obj: unknown, prefix: string, out: Set<string>): void {
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) {
    out.add(prefix);
  }
}

let cached: Promise<string[]> | null = null;

export function translationKeys(): Promise<string[]> {
  cached ??= (async () => {
    const keys = new Set<string>();
    for (const lang of ['de', 'en']) {
      try {
        flatten(JSON.parse(await readFile(path.join(MESSAGES_DIR, `${lang}.json`), 'utf8')), '', keys);
      } catch {
        // A deployment without the web's messages (upstream alone) simply has no keys.
      }
    }
    return [...keys].sort();
  })();
  return cached;
}
