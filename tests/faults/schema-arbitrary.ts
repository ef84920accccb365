// fast-check arbitraries from the JSON schemas of the upstream's OpenAPI document (the subset
// @hono/zod-openapi emits: type or type lists, enum, formats uuid/date/date-time/email, pattern,
// lengths, minimum/maximum/exclusiveMinimum, arrays, objects with required and
// additionalProperties, anyOf). valid() aims at values the schema accepts; hostile() at values it
// must refuse or that stress the layers below it (control characters, NUL, huge numbers).
import fc from 'fast-check';

export type TJsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: TJsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  default?: unknown;
};

const isoDate = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2032-12-31T00:00:00Z'), noInvalidDate: true });
const email = fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/), fc.stringMatching(/^[a-z]{2,10}$/), fc.constantFrom('com', 'de', 'example'))
  .map(([a, b, c]) => `${a}@${b}.${c}`);
/** Text as people type it, now and then with characters that trip databases and parsers. */
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\ud800', "'; DROP TABLE bookings; --", '%s%n', '${7*7}', '<script>x</script>', '\u202e', '../../etc/passwd') },
);

function typesOf(s: TJsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.properties) return ['object'];
  if (s.items) return ['array'];
  return [];
}

function stringValid(s: TJsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 40);
  let arb: fc.Arbitrary<string>;
  if (s.format === 'uuid') arb = fc.uuid({ version: 4 });
  else if (s.format === 'date') arb = isoDate.map((d) => d.toISOString().slice(0, 10));
  else if (s.format === 'date-time') arb = isoDate.map((d) => d.toISOString());
  else if (s.format === 'email') arb = email;
  else if (s.pattern) arb = fc.stringMatching(new RegExp(s.pattern));
  else arb = fc.oneof({ weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, min + 24) }) }, { weight: 1, arbitrary: text });
  return arb.filter((v) => v.length >= min && v.length <= max);
}

function numberValid(s: TJsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : 1e-3) : s.minimum;
  const hi = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - (integer ? 1 : 1e-3) : s.maximum;
  const min = lo ?? -1_000_000;
  const max = hi ?? 1_000_000;
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, -2_147_483_648)), max: Math.floor(Math.min(max, 2_147_483_647)) });
  return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** Real ids for reference fields by field name (e.g. 'resort' → ids of stored resorts), if known. */
export type TRefIds = (field: string) => readonly string[] | undefined;
let refIds: TRefIds = () => undefined;
/** Reference fields then mostly get ids of records that exist, so creates get past their checks. */
export function setRefIds(fn: TRefIds): void {
  refIds = fn;
}

const isUuid = (s: TJsonSchema) => s.format === 'uuid' || (s.anyOf ?? []).some((a) => a.format === 'uuid');

function fieldValid(name: string, s: TJsonSchema, depth: number): fc.Arbitrary<unknown> {
  const ids = isUuid(s) ? refIds(name) : undefined;
  const gen = valid(s, depth);
  return ids?.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: gen }) : gen;
}

export function valid(s: TJsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => valid(a, depth)));
  if (s.allOf) return valid(Object.assign({}, ...s.allOf) as TJsonSchema, depth);
  const arbs = typesOf(s).map((t): fc.Arbitrary<unknown> => {
    switch (t) {
      case 'null': return fc.constant(null);
      case 'boolean': return fc.boolean();
      case 'integer': return numberValid(s, true);
      case 'number': return numberValid(s, false);
      case 'string': return stringValid(s);
      case 'array': {
        const min = s.minItems ?? 0;
        return fc.array(s.items ? valid(s.items, depth + 1) : fc.jsonValue({ maxDepth: 1 }), { minLength: min, maxLength: Math.min(s.maxItems ?? 3, min + 3) });
      }
      case 'object': return objectValid(s, depth);
      default: return fc.jsonValue({ maxDepth: 2 });
    }
  });
  if (arbs.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return arbs.length === 1 ? arbs[0] : fc.oneof(...arbs);
}

function objectValid(s: TJsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const required = s.required ?? [];
  if (depth > 4) return fc.constant({});
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries(props)) model[k] = fieldValid(k, v, depth + 1);
  const base = fc.record(model, { requiredKeys: required.filter((k) => k in props) });
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    const extra = fc.dictionary(fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,10}$/), valid(s.additionalProperties, depth + 1), { maxKeys: 3 });
    return fc.tuple(base, extra).map(([a, b]) => ({ ...b, ...a }));
  }
  return base;
}

/** Values no schema with a declared type should take as they are. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1e308, -1e308, 2 ** 53 + 1, '', ' ', '\u0000', 'null', '[]', '{}', 'NaN', '9'.repeat(400), 'x'.repeat(5000)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.array(fc.string(), { maxLength: 4 }),
);

/** An invalid variant of a valid object: a field with a wrong value, an unknown field, a missing required field. */
export function hostileBody(s: TJsonSchema): fc.Arbitrary<unknown> {
  const props = Object.keys(s.properties ?? {});
  const wholeJunk = junk;
  if (typesOf(s)[0] !== 'object' || props.length === 0) return fc.oneof(wholeJunk, valid(s).map((v) => ({ value: v, unknownField: 1 })));
  const base = valid(s) as fc.Arbitrary<Record<string, unknown>>;
  return fc.oneof(
    wholeJunk,
    fc.tuple(base, fc.constantFrom(...props), junk).map(([b, k, v]) => ({ ...b, [k]: v })),
    base.map((b) => ({ ...b, __proto__x: 1, constructor: { prototype: { polluted: true } }, unknownFieldForFuzz: 'x' })),
    ...(s.required?.length ? [fc.tuple(base, fc.constantFrom(...s.required)).map(([b, k]) => { const c = { ...b }; delete c[k]; return c; })] : []),
  );
}
