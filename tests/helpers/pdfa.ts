// PDF checks with tools nobody here wrote: the font dictionaries read with pdf-lib (every font
// embedded: a font file and widths), and Apache PDFBox Preflight (Debian `libpdfbox2-java`, run
// with Java 17) for PDF/A. Preflight 2.0 validates PDF/A-1b only: what PDF/A-3 allows beyond
// PDF/A-1 (embedded files, the associated-files array, object and cross-reference streams) is
// reported by it and taken out here, each by its code, nothing else (docs/decisions/pdf.md).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream, type PDFObject } from '@cantoo/pdf-lib';

export type TFontFinding = { font: string; subtype: string; embedded: boolean; widths: boolean };

/** Every font dictionary in the file (referenced or not) and whether it is embedded with widths. */
export async function fontsOf(bytes: Uint8Array): Promise<TFontFinding[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const ctx = doc.context;
  const dictOf = (o: PDFObject | undefined): PDFDict | undefined => {
    const v = o instanceof PDFRef ? ctx.lookup(o) : o;
    return v instanceof PDFDict ? v : v instanceof PDFStream ? v.dict : undefined;
  };
  const name = (d: PDFDict, key: string) => d.get(PDFName.of(key))?.toString() ?? '';
  const hasFile = (d: PDFDict | undefined) => !!d && ['FontFile', 'FontFile2', 'FontFile3'].some((k) => d.has(PDFName.of(k)));
  const out: TFontFinding[] = [];
  for (const [, obj] of ctx.enumerateIndirectObjects()) {
    const d = dictOf(obj);
    if (!d || name(d, 'Type') !== '/Font') continue;
    const subtype = name(d, 'Subtype');
    if (subtype === '/CIDFontType0' || subtype === '/CIDFontType2') continue; // checked through its Type0 parent
    let embedded = hasFile(dictOf(d.get(PDFName.of('FontDescriptor'))));
    let widths = d.has(PDFName.of('Widths'));
    if (subtype === '/Type0') {
      const desc = dictOf(d.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0));
      embedded = hasFile(dictOf(desc?.get(PDFName.of('FontDescriptor'))));
      widths = !!desc?.has(PDFName.of('W'));
    }
    out.push({ font: name(d, 'BaseFont'), subtype, embedded, widths });
  }
  return out;
}

// Debian's packages: libpdfbox2-java (Preflight, PDFBox, FontBox, XmpBox; with commons-logging),
// libactivation-java and libjaxb-api-java (Preflight needs javax.activation and javax.xml.bind,
// which Java 17 no longer has).
const JARS = ['preflight', 'pdfbox2', 'fontbox2', 'xmpbox', 'commons-logging', 'javax.activation', 'jaxb-api'].map((j) => `/usr/share/java/${j}.jar`);

/** Whether Preflight can run here: java on the PATH and Debian's PDFBox jars. */
export async function preflightAvailable(): Promise<boolean> {
  // java -version: the JRE is there (Debian's default-jre-headless, which libpdfbox2-java does not pull in).
  if (!JARS.every((j) => existsSync(j))) return false;
  return promisify(execFile)('java', ['-version']).then(() => true, () => false);
}

/**
 * What PDF/A-3 (ISO 19005-3) allows and PDF/A-1 (all that Preflight 2.0 knows) forbids, each by
 * Preflight's code and the words of its finding; anything else Preflight finds is an error.
 */
export const PDFA3_ALLOWS: { code: string; details: RegExp; why: string }[] = [
  { code: '1.4.7', details: /EmbeddedFile entry is present in the Names dictionary/, why: 'embedded files are allowed (6.8), factur-x.xml is one' },
  { code: '1.2.9', details: /EmbeddedFile entry is present in a FileSpecification dictionary/, why: 'the same, in the file specification' },
  { code: '7.11.2', details: /^Error on MetaData, part must be 1$/, why: 'the XMP says part 3 (checked by the test itself)' },
  { code: '3.1.11', details: /The CIDSet entry is missing for the Composite Subset/, why: 'CIDSet is optional since PDF/A-2 (6.2.11.4.2)' },
];
export const allowedInPdfA3 = (e: { code: string; details: string }) => PDFA3_ALLOWS.some((a) => a.code === e.code && a.details.test(e.details));

/** The catalog's XMP metadata as text (throws when it is not valid UTF-8). */
export async function xmpOf(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const stream = doc.catalog.lookup(PDFName.of('Metadata'));
  if (!(stream instanceof PDFRawStream)) throw new Error('no XMP metadata stream');
  return new TextDecoder('utf-8', { fatal: true }).decode(decodePDFRawStream(stream).decode());
}

export type TPreflight = { valid: boolean; errors: { code: string; details: string }[] };

/** Runs Preflight on the bytes and answers the errors it names (code and details). */
export async function preflight(bytes: Uint8Array): Promise<TPreflight> {
  const dir = mkdtempSync(path.join(tmpdir(), 'preflight-'));
  const file = path.join(dir, 'document.pdf');
  writeFileSync(file, bytes);
  try {
    const run = await promisify(execFile)('java', ['-cp', JARS.join(':'), 'org.apache.pdfbox.preflight.Validator_A1b', 'xml', file], { maxBuffer: 8 << 20 })
      .catch((err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }));
    if (!/<preflight /.test(run.stdout)) throw new Error(`Preflight did not answer: ${run.stdout}${run.stderr}`);
    const text = (x: string) => x.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const errors = [...run.stdout.matchAll(/<error\b[^>]*>\s*<code>([^<]*)<\/code>\s*<details>([^<]*)<\/details>/g)].map((m) => ({ code: m[1], details: text(m[2]) }));
    return { valid: /<isValid[^>]*>true</.test(run.stdout), errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
