import autocannon from 'autocannon';

/** One request of a scenario; `next` makes a fresh body and headers for each request (for POSTs). */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  next?: () => { headers: Record<string, string>; body: string };
}

export interface Scenario {
  name: string;
  /** Cycled through in order by every connection (the home page makes three calls). */
  requests: BenchRequest[];
  note?: string;
  /** Its own number of connections instead of BENCH_CONNECTIONS. */
  connections?: number;
  /**
   * Answered by the bare server running the search's own SQL (bare-server.ts) rather than by
   * replaying captured bytes: a search's answer is the work of its SQL, not of its bytes.
   */
  search?: boolean;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Responses that were not 2xx, and connection errors and timeouts: each one counts against the endpoint. */
  non2xx: number;
  errors: number;
}

/** What a browser sends with every API call: the server compresses what is worth compressing. */
export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

/** The nearest-rank percentile of sorted values, rounded to 0.1 ms. */
function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
  return Math.round(value * 10) / 10;
}

/** Drives `baseUrl` with the scenario's requests from `connections` keep-alive connections for `seconds`. */
export async function runLoad(
  baseUrl: string,
  scenario: Scenario,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.seconds,
        headers: BROWSER_HEADERS,
        requests: scenario.requests.map((request) => ({
          method: request.method,
          path: request.path,
          headers: { ...BROWSER_HEADERS, ...request.headers },
          ...(request.body === undefined ? {} : { body: request.body }),
          ...(request.next
            ? {
                setupRequest: (data: autocannon.Request) => {
                  const fresh = request.next?.() ?? { headers: {}, body: '' };
                  return { ...data, headers: { ...data.headers, ...fresh.headers }, body: fresh.body };
                },
              }
            : {}),
        })),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    // autocannon's own summary has no p95, so the latency of every response is kept.
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  const sorted = Float64Array.from(times).sort();
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.total / result.duration),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
