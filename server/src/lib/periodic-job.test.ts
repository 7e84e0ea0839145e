import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicJob } from './periodic-job.js';

afterEach(() => {
  vi.useRealTimers();
});

/** A job whose runs wait until the test lets each one finish. */
function controlledJob(options: { runAtStart?: boolean } = {}) {
  const finishers: (() => void)[] = [];
  let runs = 0;
  const errors: unknown[] = [];
  const job = createPeriodicJob({
    everyMs: 1_000,
    work: () => {
      runs += 1;
      return new Promise<void>((resolve) => finishers.push(resolve));
    },
    onError: (error) => errors.push(error),
    ...options,
  });
  const finishRun = async () => {
    finishers.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { job, runs: () => runs, errors, finishRun };
}

describe('a periodic job', () => {
  it('runs every interval once started, and not before', async () => {
    vi.useFakeTimers();
    const { job, runs, finishRun } = controlledJob();
    await job.start();
    expect(runs()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs()).toBe(1);
    await finishRun();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs()).toBe(2);
    await finishRun();
    await job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs()).toBe(2);
  });

  it('runs once more after the run in progress when asked during it, however often', async () => {
    vi.useFakeTimers();
    const { job, runs, finishRun } = controlledJob({ runAtStart: true });
    await job.start();
    expect(runs()).toBe(1);
    void job.run();
    void job.run();
    expect(runs()).toBe(1);
    await finishRun();
    expect(runs()).toBe(2);
    await finishRun();
    expect(runs()).toBe(2);
    await job.stop();
  });

  it('waits in stop() for the run in progress, which sees it is stopping', async () => {
    vi.useFakeTimers();
    const { job, finishRun } = controlledJob({ runAtStart: true });
    await job.start();
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    expect(job.stopping).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await finishRun();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('reports a failed run and goes on at the next interval', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const errors: unknown[] = [];
    const job = createPeriodicJob({
      everyMs: 1_000,
      work: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
      onError: (error) => errors.push(error),
    });
    await job.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    await job.stop();
  });

  it('runs at once when its channel is notified', async () => {
    const wake: (() => void)[] = [];
    let runs = 0;
    const job = createPeriodicJob({
      everyMs: 60_000,
      work: async () => {
        runs += 1;
      },
      onError: () => {},
      wakeOn: {
        channel: 'something_queued',
        listen: async (_channel, onPayload) => {
          wake.push(() => onPayload(''));
          return async () => {};
        },
      },
    });
    await job.start();
    expect(runs).toBe(0);
    wake[0]?.();
    expect(runs).toBe(1);
    await job.stop();
  });
});
