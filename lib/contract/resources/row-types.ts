// The stored row of a resource, typed from its declaration alone: each field's type (ids and
// dates as text, date-times as Date, json by its schema), null where the field may be empty.
// The upstream's tables are typed by it (upstream/db/schema/resources/build-table.ts), so code
// that reads a resource's rows needs no casts.
import type { z } from 'zod';
import type { TFields, ZI18nText } from './define';

export type TI18n = z.output<typeof ZI18nText>;

/** The value of one field as stored. */
export type TFieldValue<S> =
  S extends { type: 'text' } ? string
  : S extends { type: 'enum'; values: readonly (infer V)[] } ? V
  : S extends { type: 'int' | 'decimal' } ? number
  : S extends { type: 'bool' } ? boolean
  : S extends { type: 'date' | 'ref' } ? string
  : S extends { type: 'datetime' } ? Date
  : S extends { type: 'i18n' } ? TI18n
  : S extends { type: 'json'; schema: infer Z extends z.ZodType } ? z.output<Z>
  : S extends { type: 'textList' | 'refList' } ? string[]
  : unknown;

/** Never empty: required, with a default, or a type that always has a value (define.ts isNotNull). */
export type TFieldNotNull<S> =
  S extends { required: true } ? true
  : S extends { default: unknown } ? true
  : S extends { type: 'i18n' | 'textList' | 'refList' | 'bool' } ? true
  : false;

/** Has a column default (an insert may leave it out). */
export type TFieldHasDefault<S> =
  S extends { default: unknown } ? true
  : S extends { type: 'i18n' | 'textList' | 'refList' | 'bool' } ? true
  : false;

/** The declared keys of a field map (a declaration's fields also carry TFields' index signature). */
export type TDeclaredKeys<F> = keyof { [K in keyof F as string extends K ? never : K]: F[K] } & string;

export type TRowOf<F extends TFields> = { id: string; createdAt: Date; updatedAt: Date } & {
  -readonly [K in TDeclaredKeys<F>]: TFieldNotNull<F[K]> extends true ? TFieldValue<F[K]> : TFieldValue<F[K]> | null;
};
