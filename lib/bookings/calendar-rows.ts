// Rows of the occupancy calendars: one per room, or one per bed for a shared room (cabins sold
// by the bed), each with the bars it shows. A room row shows one bar per booking or blocker
// whatever beds it takes; bars that still hold the bed are drawn over released ones.
import { spanInWindow } from './date-grid';
import { calendarStatus, type TCalendarStatus, type TStatusInput, type TStatusOptions } from './calendar-status';

export type TCalendarRoom = { id: string; name: string; bedCount: number; allowSharedRoom: boolean };

/** One booking's (or blocker's) beds of one room over one range (GET /api/rooms/occupancy). */
export type TCalendarCell = TStatusInput & {
  room: string;
  beds: number[];
  dateFrom: string;
  holds: boolean;
  booking: string | null;
  blocker: string | null;
  title: string | null;
  number: string | null;
};

export type TCalendarBar = {
  key: string;
  start: number;
  end: number;
  clippedStart: boolean;
  clippedEnd: boolean;
  status: TCalendarStatus;
  holds: boolean;
  booking: string | null;
  blocker: string | null;
  label: string;
  dateFrom: string;
  dateTo: string;
};

/** `loading`: the room's occupancy has not arrived yet, so its days are neither free nor taken. */
export type TCalendarRow = { key: string; room: TCalendarRoom; bed: number | null; bars: TCalendarBar[]; loading: boolean };

type TWindow = { from: string; columns: number };

/** `known`: the rooms whose occupancy `cells` holds; null when it holds every room's. */
export function calendarRows(rooms: readonly TCalendarRoom[], cells: readonly TCalendarCell[], window: TWindow, status: TStatusOptions, known: ReadonlySet<string> | null = null): TCalendarRow[] {
  const byRoom = new Map<string, TCalendarCell[]>();
  for (const c of cells) {
    const list = byRoom.get(c.room);
    if (list) list.push(c);
    else byRoom.set(c.room, [c]);
  }
  const rows: TCalendarRow[] = [];
  for (const room of rooms) {
    const own = byRoom.get(room.id) ?? [];
    const loading = known !== null && !known.has(room.id);
    if (room.allowSharedRoom && room.bedCount > 1) {
      for (let bed = 0; bed < room.bedCount; bed++) {
        rows.push({ key: `${room.id}:${bed}`, room, bed, bars: toBars(own.filter((c) => c.beds.includes(bed)), window, status), loading });
      }
    } else {
      rows.push({ key: room.id, room, bed: null, bars: toBars(own, window, status), loading });
    }
  }
  return rows;
}

function toBars(cells: readonly TCalendarCell[], window: TWindow, status: TStatusOptions): TCalendarBar[] {
  const seen = new Set<string>();
  const bars: TCalendarBar[] = [];
  for (const c of cells) {
    const key = `${c.booking ?? c.blocker ?? c.kind}:${c.dateFrom}:${c.dateTo}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const span = spanInWindow(c, window.from, window.columns);
    if (!span) continue;
    bars.push({
      key, ...span, status: calendarStatus(c, status), holds: c.holds, booking: c.booking, blocker: c.blocker,
      label: [c.number, c.title].filter(Boolean).join(' ') || c.kind, dateFrom: c.dateFrom, dateTo: c.dateTo,
    });
  }
  // Released bars first, so bars that hold the bed are painted over them.
  return bars.sort((a, b) => Number(a.holds) - Number(b.holds) || a.start - b.start);
}

/** Bars of a row that touch the columns [first, last] (the virtualised view). */
export function barsInView(bars: readonly TCalendarBar[], first: number, last: number): TCalendarBar[] {
  return bars.filter((b) => b.end > first && b.start <= last);
}

/** The bar that holds the bed at a column, if any (released bars leave the cell free to book). */
export function barAt(bars: readonly TCalendarBar[], column: number): TCalendarBar | null {
  return bars.find((b) => b.holds && b.start <= column && column < b.end) ?? null;
}
