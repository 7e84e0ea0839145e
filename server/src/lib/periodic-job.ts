/**
 * Work a server process does now and then, in the background: the mail outbox's sending
 * (mail/worker.ts) and the notices' turns (notifications/jobs.ts). One run at a time: asked again
 * while it runs, it runs once more right after. It runs every `everyMs` (the timer does not keep
 * the process alive), and at once when a NOTIFY on `wakeOn`'s channel arrives or its listening
 * connection is back. `stop()` takes no new run and waits for the one in progress; the work sees
 * `stopping` and ends early where it can.
 */
export interface PeriodicJob {
  /** Runs the work now (or once more after the run in progress); resolves when that run is done. */
  run(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** True from stop() on: the work finishes what it holds and takes no more. */
  readonly stopping: boolean;
}

export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
) => Promise<() => Promise<void>>;

export function createPeriodicJob(options: {
  everyMs: number;
  work: () => Promise<void>;
  /** A run that threw: reported, and the job goes on at its next turn. */
  onError: (error: unknown) => void;
  wakeOn?: { channel: string; listen: Listen };
  /** Run once as soon as it starts, not only after the first interval. */
  runAtStart?: boolean;
}): PeriodicJob {
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await options.work();
        } while (again && !stopping);
      } catch (error) {
        options.onError(error);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function schedule() {
    if (stopping) return;
    timer = setTimeout(async () => {
      await run();
      schedule();
    }, options.everyMs);
    timer.unref();
  }

  return {
    run,
    get stopping() {
      return stopping;
    },
    async start() {
      if (started) return;
      started = true;
      stopping = false;
      if (options.wakeOn) {
        unlisten = await options.wakeOn.listen(
          options.wakeOn.channel,
          () => void run(),
          () => void run(),
        );
      }
      schedule();
      if (options.runAtStart) void run();
    },
    async stop() {
      stopping = true;
      started = false;
      clearTimeout(timer);
      await unlisten?.();
      unlisten = undefined;
      await running;
    },
  };
}
