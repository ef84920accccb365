// A small seeded PRNG (mulberry32, the well-known public-domain one-liner by Tommy Ettinger) with
// the helpers the data generators need: the same seed always gives the same data, so the bench
// dataset compares like with like and the living demo is the same for the same start day.
export type TRandom = {
  next: () => number;
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(list: readonly T[]) => T;
  uuid: () => string;
};

export function createRandom(seed: number): TRandom {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (n: number) => Math.floor(next() * 16 ** n).toString(16).padStart(n, '0');
  return {
    next,
    /** Inclusive on both ends. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    // Shaped like a version 4 uuid (PostgreSQL only checks the format).
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + Math.floor(next() * 4)).toString(16)}${hex(3)}-${hex(6)}${hex(6)}`,
  };
}

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 <-> ISO day. */
export const dayOf = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
