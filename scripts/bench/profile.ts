// Summarises a V8 CPU profile (.cpuprofile from BENCH_PROFILE=1): self time per function and per
// package, the top entries first. `npx tsx scripts/bench/profile.ts bench-results/profiles/X.cpuprofile [20]`
import { readFileSync } from 'node:fs';

type TNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
type TProfile = { nodes: TNode[]; samples: number[]; timeDeltas: number[] };

const args = process.argv.slice(2);
const last = Number(args.find((a) => a.startsWith('--last='))?.slice(7) ?? 0);
const [file, topArg] = args.filter((a) => !a.startsWith('--'));
if (!file) throw new Error('usage: profile.ts <file.cpuprofile> [top] [--last=<seconds>: only the last seconds of the profile, e.g. a measured loop]');
const top = Number(topArg ?? 25);
const p = JSON.parse(readFileSync(file, 'utf8')) as TProfile;
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
const end = p.timeDeltas.reduce((a, b) => a + b, 0);
let at = 0;
p.samples.forEach((id, i) => {
  at += p.timeDeltas[i] ?? 0;
  if (!last || at >= end - last * 1e6) self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
});
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
// Total (inclusive) time: each sample counts once for every distinct function on its stack.
const parent = new Map<number, number>();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const keyOf = (n: TNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '')}:${n.callFrame.lineNumber + 1}`;
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(keyOf(byId.get(at)!));
  for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + us);
}
const show = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top)
  .map(([k, us]) => `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`).join('\n');
console.log(`total ${(total / 1000).toFixed(0)} ms sampled\n\nby package\n${show(pkgs)}\n\nby function (self time)\n${show(fns)}\n\nby function (total time, callees included)\n${show(inclusive)}`);
