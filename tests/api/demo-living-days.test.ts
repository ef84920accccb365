// The real living demo seed on the spread's month and year ends and 29 February
// (tests/helpers/demo-days.ts; the DST changes, a Saturday and a fault: demo-living-dst.test.ts).
// Two files, so the two API workers seed at once. Every day of the plan: tests/unit/demo-living-days.test.ts.
import { afterAll, describe, it } from 'vitest';
import { setClock } from '../../upstream/clock';
import { SPREAD, seedAndCheck } from '../helpers/demo-days';

afterAll(() => setClock({ at: null }));

describe('living demo seeded on month and year ends and 29 February', () => {
  it.each(SPREAD.slice(0, 3))('%s: %s', async (_what, day) => seedAndCheck(day), 600_000);
});
