// Thin entry point: the price workload of the benchmark suite (scripts/bench.ts): the quote call
// at the upstream and the engine in-process. Same flags as `npm run bench`.
//   npx tsx scripts/bench-price.ts [--scale=0.05] [--seconds=10]
import { runBench } from './bench';

process.exitCode = await runBench(['--workloads=price', ...process.argv.slice(2)]);
