// Thin entry point: the list workloads of the benchmark suite (scripts/bench.ts): the booking
// list and the customers search on the bench dataset. Same flags as `npm run bench`.
//   npx tsx scripts/bench-list.ts [--scale=0.05] [--seconds=10]
import { runBench } from './bench';

process.exitCode = await runBench(['--workloads=list', ...process.argv.slice(2)]);
