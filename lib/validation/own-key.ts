// Lookups keyed by a request value (a path segment, a query value, a body key). A plain object
// literal also "holds" every member of Object.prototype: `TABLE['constructor']` is a function and
// `TABLE['__proto__']` an object, so an unknown name sent by a caller was found, used, and
// answered 500 (issue 13). Look such names up through these, or keep the table in a Map.

/** `record[key]` when the record itself holds `key`, else undefined. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Whether the record itself holds `key` (a type guard for the record's own keys). */
export function hasOwnKey<K extends string>(record: Readonly<Record<K, unknown>>, key: string): key is K {
  return Object.hasOwn(record, key);
}
