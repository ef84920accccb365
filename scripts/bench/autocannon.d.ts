// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  type TResult = { errors: number; timeouts: number; duration: number; non2xx: number };
  type TInstance = EventEmitter & PromiseLike<TResult>;
  function autocannon(opts: Record<string, unknown>): TInstance;
  export default autocannon;
}
