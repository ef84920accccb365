// Deep-merges message additions into messages/de.json and messages/en.json, keeping key order.
// Usage: flock /tmp/messages.lock node scripts/messages-merge.mjs additions.json
//   additions.json = { "de": { "ns": { ... } }, "en": { "ns": { ... } } }
import { readFileSync, writeFileSync } from 'node:fs';

const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
function merge(target, add) {
  for (const [k, v] of Object.entries(add)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) target[k] = merge(target[k] && typeof target[k] === 'object' ? target[k] : {}, v);
    else target[k] = v;
  }
  return target;
}
for (const lang of ['de', 'en']) {
  if (!additions[lang]) continue;
  const file = new URL(`../messages/${lang}.json`, import.meta.url);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, JSON.stringify(merge(current, additions[lang]), null, 2) + '\n');
}
console.log('merged');
