// The official business rules of e-invoices, run as their publishers ship them: the CEN EN 16931
// validation artefacts (XSLT for UBL and CII) and the KoSIT XRechnung 3.0 rules with the Peppol
// rules they include (compiled to XSLT), kept in tests/fixtures/einvoice-validation (README there:
// versions, sources, licences). They need an XSLT 2 processor: Saxon-HE on Java (Debian
// `libsaxonhe-java` and a JRE). All documents of a run go through one Saxon start per artefact
// (directory in, directory out; a JVM start costs about a second), the artefacts side by side.
// The answer is every failed assertion of the SVRL reports; `errorsOf` keeps fatal and error.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.join(__dirname, '..', 'fixtures', 'einvoice-validation');
const SAXON = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';

// A short run: the client compiler only and the serial collector (compiling the stylesheets, the
// larger part of the run, took a third of the time of the default JVM on 2 cores).
const JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export const ARTEFACTS = {
  'en16931-ubl': path.join(ROOT, 'en16931', 'EN16931-UBL-validation.xslt'),
  'en16931-cii': path.join(ROOT, 'en16931', 'EN16931-CII-validation.xslt'),
  'xrechnung-ubl': path.join(ROOT, 'xrechnung', 'XRechnung-UBL-validation.xsl'),
} as const;
export type TArtefact = keyof typeof ARTEFACTS;

export type TRuleDoc = { name: string; xml: string; artefacts: TArtefact[] };
export type TFinding = { doc: string; artefact: TArtefact; id: string; flag: string; location: string; text: string };

/** Why the rules cannot run here (no java, no Saxon jar), or null when they can. */
export async function rulesMissing(): Promise<string | null> {
  if (!existsSync(SAXON)) return `the Saxon-HE jar is missing (${SAXON}; Debian package libsaxonhe-java, or set SAXON_JAR)`;
  const java = await promisify(execFile)('java', ['-version']).then(() => true, () => false);
  return java ? null : 'java is not on the PATH (Debian package default-jre-headless)';
}

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The failed assertions of one SVRL report. */
export function failedAsserts(svrl: string): Omit<TFinding, 'doc' | 'artefact'>[] {
  return [...svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map((m) => {
    const attrs = Object.fromEntries([...m[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], unescape(a[2])]));
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(m[2])?.[1] ?? '';
    return { id: attrs.id ?? '(no id)', flag: attrs.flag ?? '(no flag)', location: attrs.location ?? '', text: unescape(text).replace(/\s+/g, ' ').trim() };
  });
}

/** Runs each document through its artefacts: all failed assertions, by document. */
export async function runRules(docs: TRuleDoc[]): Promise<TFinding[]> {
  // EINVOICE_RULES_KEEP=1 keeps the documents and reports (the folder is printed).
  const keep = !!process.env.EINVOICE_RULES_KEEP;
  const dir = mkdtempSync(path.join(tmpdir(), 'tourbook-einvoice-rules-'));
  if (keep) console.log(`einvoice-rules: documents and SVRL reports in ${dir}`);
  try {
    const runs = (Object.keys(ARTEFACTS) as TArtefact[]).map(async (artefact) => {
      const mine = docs.filter((d) => d.artefacts.includes(artefact));
      if (!mine.length) return [];
      const [input, output] = [path.join(dir, artefact, 'in'), path.join(dir, artefact, 'out')];
      mkdirSync(input, { recursive: true });
      mkdirSync(output, { recursive: true });
      for (const d of mine) writeFileSync(path.join(input, `${d.name}.xml`), d.xml);
      await promisify(execFile)('java', [...JVM, '-cp', SAXON, 'net.sf.saxon.Transform', `-s:${input}`, `-xsl:${ARTEFACTS[artefact]}`, `-o:${output}`], { maxBuffer: 64 << 20 })
        .catch((err: { stderr?: string; message: string }) => { throw new Error(`Saxon failed on ${artefact}: ${err.stderr || err.message}`); });
      return mine.flatMap((d) => {
        const report = path.join(output, `${d.name}.xml`);
        if (!existsSync(report)) throw new Error(`no SVRL report of ${d.name} from ${artefact}`);
        return failedAsserts(readFileSync(report, 'utf8')).map((f) => ({ doc: d.name, artefact, ...f }));
      });
    });
    return (await Promise.all(runs)).flat();
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

/** The findings that reject a document: flag fatal or error (and any without a flag), and the
 *  rules named in `strict` whatever their flag (XRechnung keeps some Peppol rules as warnings). */
export const errorsOf = (findings: TFinding[], strict: string[] = []) =>
  findings.filter((f) => strict.includes(f.id) || !['warning', 'information', 'info'].includes(f.flag));

/** One line per finding, for a failure message. */
export const describeFindings = (findings: TFinding[]) =>
  findings.map((f) => `${f.doc} [${f.artefact}] ${f.id} (${f.flag}) ${f.text} @ ${f.location}`).join('\n');
