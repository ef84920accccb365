// Every vitest file starts with the web side's clock moved like the upstream's (which reads
// CLOCK_SHIFT_DAYS in upstream/env.ts): in a run a year ahead, lib's "today" is the upstream's.
// Read here, not through lib/env.ts: importing that would parse the environment before a test
// file sets the variables it needs (SESSION_SECRET, …).
import { setClock } from '../../lib/clock';

setClock({ shiftDays: Number(process.env.CLOCK_SHIFT_DAYS || 0) });
