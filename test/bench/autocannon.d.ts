// The few parts of autocannon 9's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total: number;
  }

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send of this request: returns the request to send (e.g. another path each time). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    /** Called with each response of this request (autocannon then keeps the body: only where it is read). */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  interface Options {
    url: string;
    /** Sent in turn by every connection. */
    requests?: Request[];
    connections?: number;
    duration?: number;
    /** Send exactly this many requests (over all connections) instead of running for `duration`. */
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '3xx': number;
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}
