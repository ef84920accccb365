// Calendar days as integers (days since 1970-01-01, proleptic Gregorian), so nights are counted
// and compared without time zones or clocks. Input days are 'YYYY-MM-DD' already validated by the contract.

export function dayNumber(day: string): number {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const d = Number(day.slice(8, 10));
  // H. Hinnant's days_from_civil: integer arithmetic, no Date (which maps years 0–99 to 19xx).
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** Day number → 'YYYY-MM-DD' by integer arithmetic (H. Hinnant's civil_from_days): called for
 * every line, and several times faster than going through Date and toISOString. Years 0–9999. */
export function dayString(n: number): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
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
