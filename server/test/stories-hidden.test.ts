import { endpoints } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { quickUser, requestTo, storyBody, useTestApp } from './harness.js';

/**
 * An author whose story an admin hid (issue 35 item 7, decision 0042): they still see it in their
 * own list, marked hidden with the admin's reason; they can open and edit it (it stays hidden) and
 * ask for a review once, which goes back to the admins' reports queue; restoring answers it.
 */
const ctx = useTestApp();

async function hiddenStory() {
  const author = await quickUser(ctx, { verification: 'verified' });
  const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
  const created = await requestTo(ctx, endpoints.stories.create, {
    token: author.token,
    payload: { ...storyBody, title: 'My trip to the old campus' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data._id as string;
  const hidden = await requestTo(ctx, endpoints.moderation.hide, {
    params: { type: 'story', id },
    token: admin.token,
    payload: { reason: 'Contains a classmate’s phone number' },
  });
  expect(hidden.statusCode, hidden.body).toBe(200);
  return { author, admin, id };
}

const ownList = async (token: string) =>
  (await requestTo(ctx, endpoints.stories.mine, { token })).json().data as {
    _id: string;
    hidden: { reason: string | null; reviewRequested: boolean } | null;
  }[];

const askReview = (token: string, id: string, note?: string) =>
  requestTo(ctx, endpoints.stories.requestReview, { params: { id }, token, payload: note ? { note } : {} });

describe('a story an admin hid, as its author sees it', () => {
  it('stays in the author’s own list, marked hidden with the reason, and nowhere else', async () => {
    const { author, id } = await hiddenStory();
    expect(await ownList(author.token)).toEqual([
      expect.objectContaining({
        _id: id,
        hidden: { reason: 'Contains a classmate’s phone number', reviewRequested: false },
      }),
    ]);
    expect((await requestTo(ctx, endpoints.stories.one, { params: { id } })).statusCode).toBe(404);
    const other = await quickUser(ctx, { verification: 'verified' });
    const peek = await requestTo(ctx, endpoints.stories.own, { params: { id }, token: other.token });
    expect(peek.statusCode).toBe(404);
  });

  it('can be opened and edited by its author, and stays hidden', async () => {
    const { author, id } = await hiddenStory();
    const own = await requestTo(ctx, endpoints.stories.own, { params: { id }, token: author.token });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ _id: id, hidden: { reason: 'Contains a classmate’s phone number' } });
    const edited = await requestTo(ctx, endpoints.stories.update, {
      params: { id },
      token: author.token,
      payload: { ...storyBody, title: 'My trip to the old campus (number removed)' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'My trip to the old campus (number removed)' });
    expect(edited.json().data.hidden).not.toBeNull();
    expect((await requestTo(ctx, endpoints.stories.one, { params: { id } })).statusCode).toBe(404);
  });

  it('goes back to the reports queue when the author asks for a review, once; restoring answers it', async () => {
    const { author, admin, id } = await hiddenStory();
    const asked = await askReview(author.token, id, 'I removed the number.');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.hidden).toMatchObject({ reviewRequested: true });
    expect((await askReview(author.token, id)).statusCode).toBe(409);
    expect((await ownList(author.token))[0]?.hidden?.reviewRequested).toBe(true);

    const queue = await requestTo(ctx, endpoints.moderation.reports, { token: admin.token });
    const request = (
      queue.json().data as { kind: string; reason: string; item: { _id: string; hidden: boolean } }[]
    ).find((report) => report.item._id === id);
    expect(request).toMatchObject({ kind: 'review', reason: 'I removed the number.', item: { hidden: true } });

    const restored = await requestTo(ctx, endpoints.moderation.restore, {
      params: { type: 'story', id },
      token: admin.token,
      payload: {},
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const open = await requestTo(ctx, endpoints.moderation.reports, { token: admin.token });
    expect((open.json().data as { item: { _id: string } }[]).some((report) => report.item._id === id)).toBe(false);
    expect((await ownList(author.token))[0]?.hidden).toBeNull();
    expect((await requestTo(ctx, endpoints.stories.one, { params: { id } })).statusCode).toBe(200);
  });

  it('cannot be asked for by anyone but the author, nor for a story that is shown', async () => {
    const { id } = await hiddenStory();
    const other = await quickUser(ctx, { verification: 'verified' });
    expect((await askReview(other.token, id)).statusCode).toBe(404);
    const author = await quickUser(ctx, { verification: 'verified' });
    const shown = await requestTo(ctx, endpoints.stories.create, { token: author.token, payload: storyBody });
    const refused = await askReview(author.token, shown.json().data._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a story an admin hid can be reviewed again.');
  });
});
