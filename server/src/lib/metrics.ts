import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.js';

/**
 * What `GET /metrics` reports, in one registry per app (tests build many apps in one process, and
 * prom-client's global registry refuses a second metric of the same name). Parts of the server
 * that have something to count register a gauge here with a function that reads it at each scrape,
 * so nothing is counted twice and nothing goes stale between scrapes.
 */
export interface Metrics {
  registry: Registry;
  /** Seconds per answered HTTP request, by method, route pattern and status code. */
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** A gauge read at each scrape (e.g. the live streams of this process). */
  addGauge(name: string, help: string, read: () => number | Promise<number>): void;
  /**
   * The hook for the e-mail outbox: `read` counts the messages waiting to be sent (a query on the
   * outbox table), reported as `outbox_messages_pending`. Call it once, where the outbox is set up.
   */
  observeOutboxDepth(read: () => Promise<number>): void;
}

export const OUTBOX_DEPTH_METRIC = 'outbox_messages_pending';

export function createMetrics(database: DatabaseHandle): Metrics {
  const registry = new Registry();
  // Process memory (resident, heap), CPU, event-loop delay, handles, garbage collection: prom-client's defaults.
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to the end of its answer, by route pattern (not the URL) and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const addGauge = (name: string, help: string, read: () => number | Promise<number>) => {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  };

  const driver = database.driver;
  new Gauge({
    name: 'db_pool_connections',
    help:
      driver === 'postgres'
        ? 'PostgreSQL pool connections of this process, by state (total open, idle)'
        : 'The embedded database is one connection: total 1, idle 0 while it runs a query or transaction',
    labelNames: ['driver', 'state'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse();
      this.set({ driver, state: 'total' }, use.total);
      this.set({ driver, state: 'idle' }, use.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_queries',
    help:
      driver === 'postgres'
        ? 'Queries of this process waiting for a free PostgreSQL pool connection'
        : 'Queries and transactions waiting for the embedded database, which runs one at a time',
    labelNames: ['driver'] as const,
    registers: [registry],
    collect() {
      this.set({ driver }, database.poolUse().waiting);
    },
  });

  return {
    registry,
    requestDuration,
    addGauge,
    observeOutboxDepth: (read) =>
      addGauge(OUTBOX_DEPTH_METRIC, 'E-mail messages in the outbox waiting to be sent (the whole database)', read),
  };
}
