// The API files share their worker's modules (vitest.config.ts: `isolate: false`, the run's largest
// saving). This runs before each such file and puts back what one file may leave behind in a
// module that the next file then imports from the cache: the upstream's business clock (a file
// that stops it at noon and never lets go). A file that needs a fresh module graph (it sets the
// environment before importing the upstream) runs in the isolated project instead.
import { setClock } from '../../upstream/clock';

setClock({ at: null, shiftDays: Number(process.env.CLOCK_SHIFT_DAYS || 0) });
