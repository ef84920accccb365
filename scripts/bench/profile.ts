// Summarises a V8 CPU profile (.cpuprofile from BENCH_PROFILE=1): self time per function and per
// package, the top entries first. `npx tsx scripts/bench/profile.ts bench-results/profiles/X.cpuprofile [20]`
import { readFileSync } from 'node:fs';

type TNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type TProfile = { nodes: TNode[]; samples: number[]; timeDeltas: number[] };

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const p = JSON.parse(readFileSync(file, 'utf8')) as TProfile;
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const pkg = (url: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.startsWith('node:') || !url ? '(node/native)' : url.includes('/upstream/') ? '(upstream)' : url.includes('/.next') ? '(next build)' : '(project)');
const fns = new Map<string, number>();
const pkgs = new Map<string, number>();
for (const [id, us] of self) {
  const n = byId.get(id)!;
  const key = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '')}:${n.callFrame.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  pkgs.set(pkg(n.callFrame.url), (pkgs.get(pkg(n.callFrame.url)) ?? 0) + us);
}
const show = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top)
  .map(([k, us]) => `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`).join('\n');
console.log(`total ${(total / 1000).toFixed(0)} ms sampled\n\nby package\n${show(pkgs)}\n\nby function (self time)\n${show(fns)}`);
