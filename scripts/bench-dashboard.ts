// Thin entry point: the dashboard workload of the benchmark suite (scripts/bench.ts): GET
// /api/dashboard on the bench dataset. Same flags as `npm run bench`.
//   npx tsx scripts/bench-dashboard.ts [--scale=0.05] [--seconds=10]
import { runBench } from './bench';

process.exitCode = await runBench(['--workloads=dashboard', ...process.argv.slice(2)]);
