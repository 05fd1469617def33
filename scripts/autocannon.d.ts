/** The part of autocannon 9 (which ships no types) that scripts/soak.ts uses. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each use of the request; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests a second from all connections together. */
    overallRate?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    requests?: Request[];
  }

  interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
  }

  interface Instance extends EventEmitter {
    stop(): void;
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
  }

  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
