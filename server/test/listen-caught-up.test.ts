import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { openTestDatabase, type TestDatabase } from './harness.js';

/**
 * `caughtUp` is what a server process awaits before it serves an answer it keeps in memory: every
 * notification committed before the call (another process's "drop what you keep") must have
 * reached this process's listener by the time it resolves.
 */
describe('a listener caught up with notifications committed before the call', () => {
  let database: TestDatabase;
  let other: DatabaseHandle;
  const heard: string[] = [];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    database = await openTestDatabase();
    other = await database.connectAgain();
    stop = await database.listen('caught_up_test', (payload) => heard.push(payload));
  });
  afterAll(async () => {
    await stop();
    await other.close();
    await database.close();
  });

  it('has heard each notice another connection committed, every time, before it resolves', async () => {
    for (let round = 0; round < 25; round++) {
      await other.notify('caught_up_test', `drop ${round}`);
      expect(await database.caughtUp('caught_up_test')).toBe(true);
      expect(heard).toContain(`drop ${round}`);
    }
  });

  it('serves a crowd of callers with round trips that each follow the calls they answer', async () => {
    await other.notify('caught_up_test', 'crowd');
    const answers = await Promise.all(Array.from({ length: 50 }, () => database.caughtUp('caught_up_test')));
    expect(answers.every(Boolean)).toBe(true);
    expect(heard).toContain('crowd');
  });

  it('answers "unknown" for a channel nobody listens to here, so the caller reads afresh', async () => {
    const expected = database.driver !== 'postgres';
    expect(await database.caughtUp('nobody_listens')).toBe(expected);
  });
});
