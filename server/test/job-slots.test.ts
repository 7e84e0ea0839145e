import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJobSlots, NoFreeSlotError } from '../src/lib/job-slots.js';

/** A job that runs until the test finishes it. */
function heldJob(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    job: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe('job slots', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs two jobs at once; a third waits for a slot and runs when one frees within the wait', async () => {
    const slots = createJobSlots({ size: 2, waitMs: 3_000 });
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => heldJob(started, name)) as [
      ReturnType<typeof heldJob>,
      ReturnType<typeof heldJob>,
      ReturnType<typeof heldJob>,
    ];
    const results = [slots.run(a.job), slots.run(b.job), slots.run(c.job)];
    await vi.advanceTimersByTimeAsync(2_000);
    expect(started).toEqual(['a', 'b']);
    a.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'b', 'c']);
    b.finish();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
  });

  it('gives up on a waiting job when no slot frees within the wait, and never runs it', async () => {
    const slots = createJobSlots({ size: 2, waitMs: 3_000 });
    const started: string[] = [];
    const held = ['a', 'b'].map((name) => heldJob(started, name));
    for (const { job } of held) void slots.run(job);
    const late = heldJob(started, 'late');
    const refused = slots.run(late.job);
    const outcome = expect(refused).rejects.toBeInstanceOf(NoFreeSlotError);
    await vi.advanceTimersByTimeAsync(3_000);
    await outcome;
    for (const { finish } of held) finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a', 'b']);
    // The slots are free again: the next job runs at once.
    expect(await slots.run(async () => 'next')).toBe('next');
  });

  it('frees the slot of a job that fails', async () => {
    const slots = createJobSlots({ size: 1, waitMs: 0 });
    await expect(slots.run(() => Promise.reject(new Error('broken picture')))).rejects.toThrow('broken picture');
    expect(await slots.run(async () => 'after')).toBe('after');
  });
});
