import { endpoints } from '@alumni/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart, requestTo, signUp, storedPictures, useTestApp } from './harness.js';

/** No waiting for a picture job slot: an upload that finds both taken is refused at once. */
const ctx = useTestApp({ env: { PICTURE_JOB_WAIT_SECONDS: '0' } });

const upload = (token: string, content: Buffer) => {
  const body = multipart({}, { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', content });
  return requestTo(ctx, endpoints.profile.update, { payload: body.payload, headers: body.headers, token });
};

describe('picture jobs', () => {
  it('runs two at once; a third that finds no slot free within the wait gets 503 with Retry-After', async () => {
    const members = await Promise.all([signUp(ctx), signUp(ctx), signUp(ctx)]);
    // 16 megapixels at 16 bits per channel: a second or more to decode, so the first two are still running.
    const picture = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#3366cc' } })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toBuffer();
    const responses = await Promise.all(members.map(({ token }) => upload(token, picture)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 503]);
    const refused = responses.find((response) => response.statusCode === 503);
    expect(refused?.headers['retry-after']).toBe('5');
    expect(refused?.json()).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      data: null,
      message: expect.stringMatching(/try again in a few seconds/),
    });
    expect(await storedPictures(ctx)).toHaveLength(4);

    // Nothing was changed for the refused member, and once the slots are free the same upload goes through.
    const refusedMember = members[responses.indexOf(refused as (typeof responses)[number])];
    const token = refusedMember?.token as string;
    const own = await requestTo(ctx, endpoints.profile.mine, { token });
    expect(own.json().data.profilePicture).toBeNull();
    expect((await upload(token, picture)).statusCode).toBe(200);
  });
});
