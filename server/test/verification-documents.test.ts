import { endpoints } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { graduateRoll, users } from '../src/db/schema.js';
import { multipart, quickUser, requestTo, useTestApp } from './harness.js';

/**
 * What a pending member is told (issue 35 item 6, decision 0042): why the account waits (no roll
 * entry, or which details differ, never the roll's values), how long a decision usually takes (the
 * median wait of the review queue), and a document they may attach for the reviewer: re-encoded,
 * for admins only, gone with the decision.
 */
const ctx = useTestApp({ env: { VERIFICATION_POLICY: 'required' } });

async function stateOf(token: string) {
  const response = await requestTo(ctx, endpoints.verification.mine, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    status: string;
    reason: string | null;
    mismatchedFields: string[];
    medianWaitHours: number | null;
    document: { attachedAt: string } | null;
  };
}

const attach = (token: string, content: Buffer) => {
  const body = multipart({}, { field: 'document', filename: 'degree.png', contentType: 'image/png', content });
  return requestTo(ctx, endpoints.verification.attachDocument, { payload: body.payload, headers: body.headers, token });
};

const scan = (width = 900, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#f4f1e8' } })
    .withExif({ IFD0: { Copyright: 'home address' } })
    .png()
    .toBuffer();

const decide = (token: string, userId: string, action: 'approve' | 'reject') =>
  requestTo(ctx, endpoints.admin[action], {
    params: { id: userId },
    token,
    payload: { reason: action === 'reject' ? 'Not on our rolls' : null },
  });

describe('why an account waits', () => {
  it('says no roll entry has the enrollment number', async () => {
    const pending = await quickUser(ctx, { verification: 'pending' });
    expect(await stateOf(pending.token)).toMatchObject({
      status: 'pending',
      reason: 'not-on-roll',
      mismatchedFields: ['enrollmentNumber'],
      document: null,
    });
  });

  it('names the details that differ from the roll entry, without its values', async () => {
    const pending = await quickUser(ctx, { verification: 'pending' });
    await ctx.database.db.insert(graduateRoll).values({
      enrollmentNumber: pending.body.enrollmentNumber.toUpperCase(),
      fullName: 'Somebody Else Entirely',
      programme: pending.body.programme,
      collegeName: pending.body.collegeName,
      yearOfPassing: pending.body.yearOfPassing - 3,
    });
    const response = await requestTo(ctx, endpoints.verification.mine, { token: pending.token });
    expect(response.json().data).toMatchObject({
      reason: 'details-differ',
      mismatchedFields: ['fullName', 'yearOfPassing'],
    });
    expect(response.body).not.toContain('Somebody Else Entirely');
  });

  it('gives the median wait from sign-up to an admin’s decision', async () => {
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const hoursAgo = async (hours: number) => {
      const member = await quickUser(ctx, { verification: 'pending' });
      await ctx.database.db
        .update(users)
        .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
        .where(eq(users.id, member.userId));
      return member;
    };
    const [a, b, c] = [await hoursAgo(10), await hoursAgo(30), await hoursAgo(50)];
    expect((await decide(admin.token, a.userId, 'approve')).statusCode).toBe(200);
    expect((await decide(admin.token, b.userId, 'reject')).statusCode).toBe(200);
    expect((await decide(admin.token, c.userId, 'approve')).statusCode).toBe(200);
    const waiting = await quickUser(ctx, { verification: 'pending' });
    const { medianWaitHours } = await stateOf(waiting.token);
    // The file's first decisions (tests run in order): 10, 30 and 50 hours after sign-up.
    expect(medianWaitHours).toBeGreaterThanOrEqual(29.9);
    expect(medianWaitHours).toBeLessThanOrEqual(30.2);
  });
});

describe('a document for the reviewer', () => {
  it('is re-encoded without metadata, shown to admins only, and removed with the decision', async () => {
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const other = await quickUser(ctx, { verification: 'verified' });
    const pending = await quickUser(ctx, { verification: 'pending' });
    const attached = await attach(pending.token, await scan());
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data.document.attachedAt).toMatch(/^\d{4}-/);

    const document = (token?: string) =>
      requestTo(ctx, endpoints.verification.document, { params: { id: pending.userId }, token });
    const served = await document(admin.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    // Kept whole (not cropped to a square), shrunk to fit 1600 px.
    expect([metadata.width, metadata.height]).toEqual([900, 1200]);
    expect(metadata.exif).toBeUndefined();
    for (const token of [other.token, pending.token]) {
      expect((await document(token)).statusCode).toBe(403);
    }
    expect((await document()).statusCode).toBe(401);

    const queue = await requestTo(ctx, endpoints.admin.reviewQueue, { query: { limit: 50 }, token: admin.token });
    const item = (queue.json().data as { user: { _id: string }; document: boolean }[]).find(
      (entry) => entry.user._id === pending.userId,
    );
    expect(item?.document).toBe(true);

    expect((await decide(admin.token, pending.userId, 'approve')).statusCode).toBe(200);
    expect((await document(admin.token)).statusCode).toBe(404);
  });

  it('is refused when it is not a picture, and once the account is decided', async () => {
    const pending = await quickUser(ctx, { verification: 'pending' });
    const notImage = await attach(pending.token, Buffer.from('%PDF-1.7 not an image'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors[0]).toMatchObject({ path: 'document' });
    const verified = await quickUser(ctx, { verification: 'verified' });
    expect((await attach(verified.token, await scan(40, 40))).statusCode).toBe(409);
  });

  it('can be removed by the member', async () => {
    const pending = await quickUser(ctx, { verification: 'pending' });
    expect((await attach(pending.token, await scan(40, 40))).statusCode).toBe(200);
    const removed = await requestTo(ctx, endpoints.verification.removeDocument, { token: pending.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.document).toBeNull();
  });
});
