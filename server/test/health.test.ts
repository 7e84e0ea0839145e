import { expect, it } from 'vitest';
import { useTestApp } from './harness.js';

const ctx = useTestApp();

it('answers 503 when the database does not respond', async () => {
  await ctx.database.close();
  const response = await ctx.request({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({
    success: false,
    message: 'Database is not reachable',
    data: { status: 'unavailable', database: { reachable: false } },
  });
});
