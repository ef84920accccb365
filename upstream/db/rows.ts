// Small helpers for raw SQL: the rows of a db.execute result (PGlite and node-postgres both answer
// { rows }), and the id check that keeps a malformed id out of a uuid comparison (404, not 500).
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID.test(s);
