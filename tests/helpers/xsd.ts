// Validates e-invoice XML against the standards' XML schemas shipped in tests/fixtures/einvoice
// (OASIS UBL 2.1 for XRechnung, the Factur-X 1.09 EN 16931 profile of CII D16B for Factur-X),
// with libxml2's xmllint compiled to WebAssembly (xmllint-wasm). Answers the schema's errors.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { memoryPages, validateXML } from 'xmllint-wasm';

const ROOT = path.join(__dirname, '..', 'fixtures', 'einvoice');
const read = (rel: string) => ({ fileName: rel, contents: readFileSync(path.join(ROOT, rel), 'utf8') });
const dir = (rel: string) => readdirSync(path.join(ROOT, rel)).filter((f) => f.endsWith('.xsd')).map((f) => `${rel}/${f}`);

export type TSchema = 'ubl-invoice' | 'ubl-credit-note' | 'facturx-en16931';

function schemaFiles(schema: TSchema) {
  if (schema === 'facturx-en16931') {
    const main = 'facturx-en16931/Factur-X_EN16931.xsd';
    return { main: read(main), preload: dir('facturx-en16931').filter((f) => f !== main).map(read) };
  }
  const main = schema === 'ubl-invoice' ? 'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd' : 'ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd';
  return { main: read(main), preload: dir('ubl-2.1/common').map(read) };
}

export async function validateAgainst(schema: TSchema, xml: string): Promise<string[]> {
  const { main, preload } = schemaFiles(schema);
  const res = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }], schema: [main], preload,
    initialMemoryPages: 512, maxMemoryPages: memoryPages.GiB,
  });
  return res.valid ? [] : res.errors.map((e) => e.message);
}
