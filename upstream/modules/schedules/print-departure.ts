// The printed guest list of one departure (PDF), shared by GET /api/schedules/{id}/printList/
// {template} and GET /api/vessellist/{list}/print/{schedule}: the same sheet, asked for from the
// departure or from the vessel list.
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import type { TScheduleRow } from './access';
import { scheduleCustomers } from './customers';
import type { withNumbers } from './departures';
import { renderPrintList } from './print-list';
import { printTemplate } from './print-template';

type TDeparture = Awaited<ReturnType<typeof withNumbers>>[number];

export async function printDeparture(db: Db, p: TPrincipal, dep: { s: TScheduleRow; d: TDeparture }, template: string): Promise<{ pdf: Buffer; file: string }> {
  const { s, d } = dep;
  const tpl = await printTemplate(db, s, template);
  const pdf = await renderPrintList({
    ...tpl, cabins: d.cabins, guests: await scheduleCustomers(db, p, s),
    schedule: { name: s.name, dateFrom: s.dateFrom, dateTo: s.dateTo, vesselName: d.vessel?.name ?? null, tourName: d.tour?.name ?? null },
  });
  return { pdf, file: `${s.dateFrom}-${template}`.replace(/[^a-z0-9_-]/gi, '-') };
}
