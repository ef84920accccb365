// Calendar days as integers (days since 1970-01-01, UTC), so nights are counted and compared
// without time zones or clocks. Input days are 'YYYY-MM-DD' already validated by the contract.

const MS_PER_DAY = 86_400_000;

export function dayNumber(day: string): number {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const d = Number(day.slice(8, 10));
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

export function dayString(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Completed years between a birthday and a day, from the digits alone. Someone born on 29 February
 * turns a year older on 1 March in common years. Negative (born after the day) gives null.
 */
export function ageOn(birthday: string, on: string): number | null {
  const years = Number(on.slice(0, 4)) - Number(birthday.slice(0, 4));
  const age = on.slice(5, 10) < birthday.slice(5, 10) ? years - 1 : years;
  return age >= 0 ? age : null;
}
