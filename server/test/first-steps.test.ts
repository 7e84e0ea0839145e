import { endpoints } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { quickUser, requestTo, useTestApp } from './harness.js';

/**
 * The first-run checklist (issue 35 item 5, decision 0042): a verified member's, kept on the
 * account; the profile and chapter steps tick themselves, the directory and the e-mail settings
 * when opened from the list; put away for good when dismissed or done.
 */
const ctx = useTestApp({ env: { VERIFICATION_POLICY: 'required' } });

type Steps = { steps: { key: string; done: boolean }[]; collegeChapterId: string | null; dismissed: boolean };

async function checklist(token: string): Promise<Steps> {
  const response = await requestTo(ctx, endpoints.firstSteps.get, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const doneSteps = (steps: Steps) => steps.steps.filter((step) => step.done).map((step) => step.key);

describe('the first-run checklist', () => {
  it('starts with four steps to do, and links the member’s college chapter', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const steps = await checklist(member.token);
    expect(steps.steps.map((step) => step.key)).toEqual(['profile', 'chapter', 'directory', 'mail-settings']);
    expect(doneSteps(steps)).toEqual([]);
    expect(steps.dismissed).toBe(false);
    expect(steps.collegeChapterId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ticks the profile and chapter steps from what the member did, and the others when opened', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const { collegeChapterId } = await checklist(member.token);
    await ctx.database.db
      .update(users)
      .set({ profilePicture: 'a'.repeat(32), currentJobTitle: 'Engineer' })
      .where(eq(users.id, member.userId));
    const joined = await requestTo(ctx, endpoints.chapters.join, {
      params: { id: String(collegeChapterId) },
      token: member.token,
    });
    expect(joined.statusCode, joined.body).toBeLessThan(300);
    expect(doneSteps(await checklist(member.token))).toEqual(['profile', 'chapter']);

    const visit = (step: string) =>
      requestTo(ctx, endpoints.firstSteps.visited, { token: member.token, payload: { step } });
    expect((await visit('directory')).json().data.dismissed).toBe(false);
    // Twice, even at once, is once.
    await Promise.all([visit('mail-settings'), visit('mail-settings')]);
    const [row] = await ctx.database.db
      .select({ done: users.firstStepsDone })
      .from(users)
      .where(eq(users.id, member.userId));
    expect(row?.done).toEqual(['directory', 'mail-settings']);
    const all = await checklist(member.token);
    expect(doneSteps(all)).toEqual(['profile', 'chapter', 'directory', 'mail-settings']);
    // Everything done: it no longer shows.
    expect(all.dismissed).toBe(true);

    const refused = await visit('profile');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ path: 'step' });
  });

  it('is put away for good when dismissed, on every device (remembered on the account)', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const dismissed = await requestTo(ctx, endpoints.firstSteps.dismiss, { token: member.token });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().data.dismissed).toBe(true);
    expect((await checklist(member.token)).dismissed).toBe(true);
  });

  it('is for verified members: a pending member is told why (403)', async () => {
    const pending = await quickUser(ctx, { verification: 'pending' });
    const response = await requestTo(ctx, endpoints.firstSteps.get, { token: pending.token });
    expect(response.statusCode).toBe(403);
  });
});
