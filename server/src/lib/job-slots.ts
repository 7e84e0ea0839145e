/** Thrown by `JobSlots.run` when no slot came free within the wait. */
export class NoFreeSlotError extends Error {
  constructor() {
    super('No free slot within the wait');
    this.name = 'NoFreeSlotError';
  }
}

export interface JobSlots {
  /** Runs `job` once a slot is free, in arrival order; rejects with NoFreeSlotError after `waitMs` without one. */
  run<T>(job: () => Promise<T>): Promise<T>;
}

/**
 * At most `size` jobs at once. A caller waits for a slot for up to `waitMs`, then gives up, so a
 * burst of heavy work queues briefly instead of piling up without end.
 */
export function createJobSlots({ size, waitMs }: { size: number; waitMs: number }): JobSlots {
  let running = 0;
  const waiting: Array<() => void> = [];

  function acquire(): Promise<boolean> {
    if (running < size) {
      running += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(grant), 1);
        resolve(false);
      }, waitMs);
      waiting.push(grant);
    });
  }

  // A finished job hands its slot straight to the longest waiter, so a newcomer cannot take it first.
  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run(job) {
      if (!(await acquire())) throw new NoFreeSlotError();
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
