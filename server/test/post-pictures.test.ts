import { crc32 } from 'node:zlib';
import { endpoints, type Image } from '@alumni/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '../src/db/schema.js';
import {
  as,
  eventBody,
  multipart,
  pathAndMessage,
  quickUser,
  requestTo,
  storedPictures,
  storyBody,
  useTestApp,
} from './harness.js';

/**
 * Pictures in posts (issue 32): POST /api/v1/images with the profile pictures' safety, covers on
 * stories and events, their removal with the post, when replaced and when nobody uses them.
 */
const PUBLIC_URL = 'https://alumni.example.org';
const UPLOADS_PER_HOUR = 50;
const ctx = useTestApp({ env: { PUBLIC_URL, PICTURE_UPLOADS_PER_HOUR: String(UPLOADS_PER_HOUR) } });

const member = () => quickUser(ctx, { verification: 'verified' });

function upload(
  token: string,
  content: Buffer,
  { alt = 'Alumni at the reunion', filename = 'photo.png', type = 'image/png' } = {},
) {
  const form = multipart(alt === '' ? {} : { alt }, { field: 'file', filename, contentType: type, content });
  return requestTo(ctx, endpoints.images.upload, { token, headers: form.headers, payload: form.payload });
}

async function uploaded(token: string, content?: Buffer): Promise<Image> {
  const response = await upload(token, content ?? (await photo()));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

function photo(width = 2000, height = 1000) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

/** A JPEG as a phone writes it: with a GPS position in its EXIF block. */
function gpsTaggedJpeg() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#cc6633' } })
    .withExif({
      IFD0: { Make: 'Phone', Copyright: 'Home' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 34/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '88/1 22/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

/** A valid 1x1 PNG whose header claims 20000 x 20000 pixels: tiny on disk, huge if decoded. */
async function pixelBomb() {
  const png = Buffer.from(await photo(1, 1));
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** A served picture's status, as a browser would fetch it from the answer's absolute URL. */
async function served(url: string) {
  expect(url.startsWith(`${PUBLIC_URL}/uploads/`)).toBe(true);
  return ctx.request({ method: 'GET', url: url.slice(PUBLIC_URL.length) });
}

const cardUrl = (url: string) => url.replace(/-1280\.webp$/, '-640.webp');

async function createStory(token: string, extra: Record<string, unknown> = {}) {
  return requestTo(ctx, endpoints.stories.create, { token, payload: { ...storyBody, ...extra } });
}

describe('uploading a picture for a post', () => {
  it('answers its id, absolute URL, pixels and alt; stores it as WebP at the card and page widths, never cropped', async () => {
    const { token } = await member();
    const response = await upload(token, await photo(2000, 1000), { alt: '  The new library  ' });
    expect(response.statusCode).toBe(201);
    const image: Image = response.json().data;
    expect(image).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      url: `${PUBLIC_URL}/uploads/${image.id}-1280.webp`,
      width: 1280,
      height: 640,
      alt: 'The new library',
    });
    const page = await served(image.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/webp');
    expect(await sharp(page.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 640 });
    const card = await served(cardUrl(image.url));
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });
  });

  it('keeps a small picture at its own size (never enlarged)', async () => {
    const { token } = await member();
    const image = await uploaded(token, await photo(300, 200));
    expect(image).toMatchObject({ width: 300, height: 200 });
  });

  it('drops every metadata block: the GPS position of a phone photo is gone', async () => {
    const { token } = await member();
    const source = await gpsTaggedJpeg();
    const sourceExif = (await sharp(source).metadata()).exif;
    // The GPS directory's tag (0x8825, little-endian) is in what was sent.
    expect(sourceExif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const image = await uploaded(token, source);
    for (const url of [image.url, cardUrl(image.url)]) {
      const bytes = (await served(url)).rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(bytes.includes(Buffer.from('Phone'))).toBe(false);
    }
  });

  it.each([
    [
      'an SVG with a script',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image.svg',
      'image/svg+xml',
      400,
      /JPEG, PNG or WebP/,
    ],
    [
      'HTML named .png',
      () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
      'photo.png',
      'image/png',
      400,
      /JPEG, PNG or WebP/,
    ],
    [
      'a decompression bomb (20000 x 20000 pixels declared)',
      pixelBomb,
      'bomb.png',
      'image/png',
      400,
      /too large in pixels \(20000 x 20000\): at most 16 megapixels/,
    ],
    ['a 20 MB file', () => Buffer.alloc(20 * 1024 * 1024, 7), 'huge.png', 'image/png', 413, /too large/],
  ] as const)('refuses %s and stores nothing', async (_name, make, filename, type, status, message) => {
    const { token } = await member();
    const before = await storedPictures(ctx);
    const response = await upload(token, await make(), { filename, type });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    if (status === 400) {
      expect(response.json().errors.map(pathAndMessage)).toEqual([{ path: 'file', message: expect.any(String) }]);
    }
    expect(await storedPictures(ctx)).toEqual(before);
  });

  it('refuses a picture without its alt text, or a form without a file, naming the field', async () => {
    const { token } = await member();
    const withoutAlt = await upload(token, await photo(), { alt: '' });
    expect(withoutAlt.statusCode).toBe(400);
    expect(withoutAlt.json().errors.map(pathAndMessage)).toEqual([
      { path: 'alt', message: 'Picture description is required' },
    ]);
    const form = multipart({ alt: 'Nothing' });
    const withoutFile = await requestTo(ctx, endpoints.images.upload, {
      token,
      headers: form.headers,
      payload: form.payload,
    });
    expect(withoutFile.statusCode).toBe(400);
    expect(withoutFile.json().errors.map(pathAndMessage)).toEqual([
      { path: 'file', message: 'Choose a picture to upload' },
    ]);
  });

  it('is for verified members only', async () => {
    const pending = await quickUser(ctx, { verification: 'pending' });
    expect((await upload(pending.token, await photo())).statusCode).toBe(403);
    const form = multipart(
      { alt: 'x' },
      { field: 'file', filename: 'a.png', contentType: 'image/png', content: await photo() },
    );
    const anonymous = await requestTo(ctx, endpoints.images.upload, { headers: form.headers, payload: form.payload });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a story’s cover', () => {
  it('is set on create: the answers, the list and the page carry its absolute URL and alt text', async () => {
    const { token } = await member();
    const image = await uploaded(token);
    const created = await createStory(token, { image: image.id, imageAlt: 'Graduates on the lawn' });
    expect(created.statusCode).toBe(201);
    const cover = {
      image: image.url,
      imageCard: cardUrl(image.url),
      imageId: image.id,
      imageAlt: 'Graduates on the lawn',
    };
    expect(created.json().data).toMatchObject(cover);
    const id = created.json().data._id;
    const one = await requestTo(ctx, endpoints.stories.one, { params: { id } });
    expect(one.json().data).toMatchObject(cover);
    const list = await requestTo(ctx, endpoints.stories.list, { query: { limit: 50 } });
    expect(list.json().data.find((story: { _id: string }) => story._id === id)).toMatchObject(cover);
    expect((await served(image.url)).statusCode).toBe(200);
  });

  it('is null on a story without one (the original client’s body)', async () => {
    const { token } = await member();
    const created = await createStory(token);
    expect(created.json().data).toMatchObject({ image: null, imageCard: null, imageId: null, imageAlt: null });
  });

  it('needs its alt text, and must be the poster’s own upload on no other post; nothing is written otherwise', async () => {
    const owner = await member();
    const other = await member();
    const image = await uploaded(owner.token);
    const withoutAlt = await createStory(owner.token, { image: image.id, title: 'No alt' });
    expect(withoutAlt.statusCode).toBe(400);
    expect(withoutAlt.json().errors.map(pathAndMessage)).toEqual([
      { path: 'imageAlt', message: 'Picture description is required' },
    ]);
    const notAnId = await createStory(owner.token, { image: 'https://evil.example/x.png', imageAlt: 'x' });
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errors.map(pathAndMessage)).toEqual([
      { path: 'image', message: 'Picture must be the id of an uploaded picture' },
    ]);
    const stolen = await createStory(other.token, { image: image.id, imageAlt: 'Not mine', title: 'Stolen cover' });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors.map(pathAndMessage)).toEqual([{ path: 'image', message: expect.any(String) }]);
    const mine = await requestTo(ctx, endpoints.stories.mine, { token: other.token });
    expect(mine.json().data).toEqual([]);

    expect((await createStory(owner.token, { image: image.id, imageAlt: 'First' })).statusCode).toBe(201);
    const twice = await createStory(owner.token, { image: image.id, imageAlt: 'Second', title: 'Same picture' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.map(pathAndMessage)).toEqual([{ path: 'image', message: expect.any(String) }]);
  });

  it('stays through an edit that does not name it, is replaced (the old one removed) and removed', async () => {
    const { token } = await member();
    const first = await uploaded(token);
    const created = await createStory(token, { image: first.id, imageAlt: 'First' });
    const id = created.json().data._id;
    const edit = (extra: Record<string, unknown>) =>
      requestTo(ctx, endpoints.stories.update, { token, params: { id }, payload: { ...storyBody, ...extra } });

    const kept = await edit({ title: 'Edited by the original client' });
    expect(kept.json().data).toMatchObject({ image: first.url, imageAlt: 'First' });

    const second = await uploaded(token);
    const replaced = await edit({ image: second.id, imageAlt: 'Second' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ image: second.url, imageAlt: 'Second' });
    expect((await served(first.url)).statusCode).toBe(404);
    expect((await served(cardUrl(first.url))).statusCode).toBe(404);
    expect((await served(second.url)).statusCode).toBe(200);

    const removed = await edit({ image: null });
    expect(removed.json().data).toMatchObject({ image: null, imageAlt: null });
    expect((await served(second.url)).statusCode).toBe(404);
  });

  it('goes with its story', async () => {
    const { token } = await member();
    const image = await uploaded(token);
    const id = (await createStory(token, { image: image.id, imageAlt: 'Gone soon' })).json().data._id;
    expect((await requestTo(ctx, endpoints.stories.remove, { token, params: { id } })).statusCode).toBe(200);
    expect((await served(image.url)).statusCode).toBe(404);
    expect(await storedPictures(ctx)).not.toContain(`${image.id}-1280.webp`);
  });

  it('is not a profile picture: a new profile picture leaves the member’s post pictures alone', async () => {
    const { token } = await member();
    const image = await uploaded(token);
    await createStory(token, { image: image.id, imageAlt: 'Stays' });
    const form = multipart(
      {},
      { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', content: await photo(64, 64) },
    );
    const profile = await requestTo(ctx, endpoints.profile.update, {
      headers: { ...form.headers, ...as(token) },
      payload: form.payload,
    });
    expect(profile.statusCode).toBe(200);
    expect((await served(image.url)).statusCode).toBe(200);
  });
});

describe('an event’s cover', () => {
  it('is set on create, replaced on edit (the old one removed) and goes with the event', async () => {
    const { token } = await member();
    const first = await uploaded(token);
    const created = await requestTo(ctx, endpoints.events.create, {
      token,
      payload: eventBody({ image: first.id, imageAlt: 'The hall' }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ image: first.url, imageAlt: 'The hall', imageId: first.id });
    const id = created.json().data._id;
    const one = await requestTo(ctx, endpoints.events.one, { params: { id } });
    expect(one.json().data).toMatchObject({ image: first.url, imageCard: cardUrl(first.url) });

    const second = await uploaded(token);
    const edited = await requestTo(ctx, endpoints.events.update, {
      token,
      params: { id },
      payload: eventBody({ image: second.id, imageAlt: 'The stage' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ image: second.url, imageAlt: 'The stage' });
    expect((await served(first.url)).statusCode).toBe(404);

    // A story cannot take the event's picture.
    const onStory = await createStory(token, { image: second.id, imageAlt: 'Taken' });
    expect(onStory.statusCode).toBe(400);

    expect((await requestTo(ctx, endpoints.events.remove, { token, params: { id } })).statusCode).toBe(200);
    expect((await served(second.url)).statusCode).toBe(404);
  });
});

describe('pictures nobody uses', () => {
  it('are removed after a day; those on a post and recent ones stay', async () => {
    const { token } = await member();
    const [forgotten, recent, onPost, inText] = [
      await uploaded(token),
      await uploaded(token),
      await uploaded(token),
      await uploaded(token),
    ];
    await createStory(token, {
      image: onPost.id,
      imageAlt: 'Kept',
      content: `A picture:\n\n![In the text](${new URL(inText.url).pathname})`,
    });
    const twoDaysAgo = sql`now() - interval '2 days'`;
    for (const image of [forgotten, onPost, inText]) {
      await ctx.database.db.update(images).set({ createdAt: twoDaysAgo }).where(eq(images.key, image.id));
    }
    await ctx.app.runBackgroundWork();
    expect((await served(forgotten.url)).statusCode).toBe(404);
    expect((await served(cardUrl(forgotten.url))).statusCode).toBe(404);
    expect((await served(recent.url)).statusCode).toBe(200);
    expect((await served(onPost.url)).statusCode).toBe(200);
    // A picture shown in a story's Markdown is in use (decision 0060).
    expect((await served(inText.url)).statusCode).toBe(200);
    // A forgotten picture can no longer be put on a post.
    const late = await createStory(token, { image: forgotten.id, imageAlt: 'Too late' });
    expect(late.statusCode).toBe(400);
  });
});
