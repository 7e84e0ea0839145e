import { onlineManager, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

const noConnection = () => new ApiError({ status: 0, code: 'NETWORK', message: 'You are offline.' });

/** Runs one query with the app's defaults and gives its state once it has settled (or paused). */
async function settle(queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(createQueryClient(), { queryKey: ['story', 'x'], queryFn });
  const results: QueryObserverResult[] = [];
  const unsubscribe = observer.subscribe((result) => results.push(result));
  await vi.waitFor(
    () => {
      const last = results.at(-1);
      expect(last && (last.status !== 'pending' || last.fetchStatus === 'paused')).toBe(true);
    },
    { timeout: 5_000 },
  );
  unsubscribe();
  return results.at(-1) as QueryObserverResult;
}

describe('queries offline', () => {
  it('fail at once when the network is not there, instead of pausing until it is back', async () => {
    onlineManager.setOnline(false);
    const queryFn = vi.fn(async () => {
      throw noConnection();
    });
    const result = await settle(queryFn);
    expect(result.status).toBe('error');
    expect(result.fetchStatus).toBe('idle');
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it('online, a failed connection is still tried again', async () => {
    let calls = 0;
    const result = await settle(async () => {
      calls += 1;
      if (calls === 1) throw noConnection();
      return 'story';
    });
    expect(result.status).toBe('success');
    expect(calls).toBe(2);
  });
});
