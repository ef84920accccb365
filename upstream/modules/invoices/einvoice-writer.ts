// The e-invoice writer: @e-invoice-eu/core's formats, with the library's schema check compiled
// once per format. The library's InvoiceService.generate compiles its whole JSON schema with Ajv
// on every call (about 200 ms of CPU here, nearly all of an XRechnung's cost; issue 32's bench);
// this does the same steps (format service, patched schema, check with defaults, format defaults,
// write) with the compiled check kept. Whatever the library rejects is 422 EINVOICE_INVALID naming
// what it found, never a 500.
// Loaded beside the start, not in it: the library brings a spreadsheet reader and a PDF library
// that the upstream's start does not need; warmed (and both checks compiled) a few seconds later,
// so that the first e-invoice on a loaded machine does not pay for it.
import type { EInvoiceFormat, Invoice, InvoiceServiceOptions } from '@e-invoice-eu/core';
import type { ValidateFunction } from 'ajv';
import { errors, type AppError } from '../../http/errors';
import { deferWarmUp } from '../../warm-up';

export type TWriterFormat = 'XRECHNUNG-UBL' | 'Factur-X-EN16931';
type TSchemaError = { instancePath?: string; message?: string };
type TWriter = { format: EInvoiceFormat; check: ValidateFunction; name: string };

const quiet = { log: () => {}, warn: () => {}, error: () => {} };
const writers = new Map<TWriterFormat, Promise<TWriter>>();

async function compile(format: TWriterFormat): Promise<TWriter> {
  const [lib, { default: Ajv2019 }] = await Promise.all([import('@e-invoice-eu/core'), import('ajv/dist/2019')]);
  const factory = new lib.FormatFactoryService();
  const service = factory.createFormatService(format, quiet);
  const schema = structuredClone(lib.invoiceSchema);
  service.patchSchema(schema);
  const check = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(schema) as ValidateFunction;
  return { format: service, check, name: factory.normalizeFormat(format) };
}

function writerOf(format: TWriterFormat): Promise<TWriter> {
  let w = writers.get(format);
  if (!w) {
    w = compile(format);
    w.catch(() => writers.delete(format));
    writers.set(format, w);
  }
  return w;
}
deferWarmUp(() => Promise.all([writerOf('XRECHNUNG-UBL'), writerOf('Factur-X-EN16931')]));

function invalid(errs: TSchemaError[] | null | undefined, err?: unknown): AppError {
  const fields = Array.isArray(errs) && errs.length
    ? errs.map((e) => ({ path: e.instancePath || '(document)', message: e.message ?? 'rejected' }))
    : [{ path: '(document)', message: err instanceof Error ? err.message : String(err ?? 'rejected') }];
  return errors.unprocessable('EINVOICE_INVALID', `The e-invoice generator rejected the document: ${fields.map((f) => `${f.path} ${f.message}`).join('; ')}`, fields);
}

/** The document in `format`, or 422 EINVOICE_INVALID naming what the library rejected. */
export async function writeEinvoice(data: Invoice, format: TWriterFormat, options: Omit<InvoiceServiceOptions, 'format'>): Promise<string | Uint8Array> {
  const w = await writerOf(format);
  const invoice = structuredClone(data);
  if (!w.check(invoice)) throw invalid(w.check.errors as TSchemaError[]);
  try {
    w.format.fillInvoiceDefaults(invoice);
    return await w.format.generate(invoice, { ...options, format: w.name });
  } catch (err) {
    throw invalid((err as { errors?: TSchemaError[] }).errors, err);
  }
}
