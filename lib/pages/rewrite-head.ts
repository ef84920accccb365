// Rewrites the head of an HTML answer while it streams through a Node response: the answer's
// bytes are held until `</head>` has passed (or HEAD_LIMIT bytes, then they go out unchanged), the
// head goes out rewritten, and the rest streams on untouched. Only 200 answers with a text/html
// type and no fixed Content-Length are rewritten; everything else passes straight through.
// The transform may also return a filter for the rest of the stream (each piece, then a final
// call with an empty piece, so that a filter holding back a tail can let it go).
import type { ServerResponse } from 'node:http';

const HEAD_LIMIT = 512 * 1024;
type TCallback = (err?: Error | null) => void;
export type TRestFilter = (piece: Buffer, final: boolean) => Buffer;
export type THeadTransform = (head: string) => string | { head: string; rest: TRestFilter };

export function rewriteHead(res: ServerResponse, transform: THeadTransform): void {
  const write = res.write.bind(res) as (chunk: unknown, cb?: TCallback) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, cb?: () => void) => ServerResponse;
  let held: Buffer[] | null = null;
  let rest: TRestFilter | null = null;
  let decided = false;

  const start = () => {
    if (decided) return;
    decided = true;
    const type = String(res.getHeader('content-type') ?? '');
    if (res.statusCode === 200 && type.startsWith('text/html') && !res.hasHeader('content-length')) held = [];
  };
  /** The held bytes, rewritten, once the head is complete (or `final`); null while still held. */
  const release = (final: boolean): Buffer | null => {
    const bytes = Buffer.concat(held!);
    // Found in the bytes, so that only the complete head is decoded; what follows it (maybe
    // ending inside a character) goes on as it came.
    const at = bytes.indexOf('</head>');
    if (at < 0 && !final && bytes.length < HEAD_LIMIT) return null;
    held = null;
    if (at < 0) return bytes;
    const out = transform(bytes.subarray(0, at).toString('utf8'));
    if (typeof out === 'string') return Buffer.concat([Buffer.from(out, 'utf8'), bytes.subarray(at)]);
    rest = out.rest;
    return Buffer.concat([Buffer.from(out.head, 'utf8'), rest(bytes.subarray(at), final)]);
  };
  const toBuffer = (chunk: unknown, encoding: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding) : Buffer.from(chunk as Uint8Array);
  const callbackOf = (args: unknown[]) => args.find((a): a is TCallback => typeof a === 'function');

  res.write = ((chunk: unknown, ...args: unknown[]) => {
    start();
    const cb = callbackOf(args);
    if (!held) return write(rest ? rest(toBuffer(chunk, args[0]), false) : toBuffer(chunk, args[0]), cb);
    held.push(toBuffer(chunk, args[0]));
    const out = release(false);
    if (out) return write(out, cb);
    if (cb) process.nextTick(cb);
    return true;
  }) as ServerResponse['write'];

  res.end = ((chunk?: unknown, ...args: unknown[]) => {
    start();
    const cb = typeof chunk === 'function' ? (chunk as () => void) : callbackOf(args);
    const body = chunk != null && typeof chunk !== 'function' ? toBuffer(chunk, args[0]) : null;
    if (!held) return end(rest ? rest(body ?? Buffer.alloc(0), true) : body ?? undefined, cb);
    if (body) held.push(body);
    return end(release(true), cb);
  }) as ServerResponse['end'];
}
