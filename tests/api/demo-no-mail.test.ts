// Issue 33 item 2: the demo never mails anyone by itself. A fresh start (the written demo and the
// living business around today) queues no mail, and the mail sweep finds nothing to send: not on
// the day of the start and not in the weeks after it (the seeded rules are inactive, the seeded
// queue holds only mails sent or cancelled; docs/decisions/demo-data.md, "No mail by itself").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { now, setClock } from '../../upstream/clock';
import { queueDueScheduleMails } from '../../upstream/modules/mail/schedule-run';
import { createTestApi, type TTestApi } from '../helpers/api';

let api: TTestApi;
beforeAll(async () => {
  api = await createTestApi({ living: true });
}, 600_000);
afterAll(async () => {
  setClock({ at: null });
  await api?.handle.close();
});

const count = async (q: ReturnType<typeof sql>) => Number(((await api.handle.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0].n);

describe('a fresh demo', () => {
  it('has no mail waiting and no active mail rule', async () => {
    expect(await count(sql`SELECT count(*)::int AS n FROM mail_queue WHERE status IN ('planned', 'sending')`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM mail_schedules WHERE is_active`)).toBe(0);
  });

  it('the sweep queues nothing today nor on any of the next 30 days', async () => {
    const start = now().getTime();
    try {
      for (let d = 0; d <= 30; d += 1) {
        setClock({ at: new Date(start + d * 86_400_000) });
        expect(await queueDueScheduleMails(api.handle.db, now()), `day ${d}`).toBe(0);
      }
    } finally {
      setClock({ at: null });
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM mail_queue WHERE status IN ('planned', 'sending')`)).toBe(0);
  });
});
