import { crc32 } from 'node:zlib';
import { endpoints, PRIVATE_FIELDS, VISIBILITIES } from '@alumni/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  as,
  eraseDueAccounts,
  multipart,
  pathAndMessage,
  requestTo,
  signUp,
  signupBody,
  storedPictures,
  useTestApp,
} from './harness.js';

const ctx = useTestApp();
const uploads = () => storedPictures(ctx);

const update = (token: string, payload: object) => requestTo(ctx, endpoints.profile.update, { token, payload });

const upload = (token: string, content: Buffer, filename = 'me.png', contentType = 'image/png', fields = {}) => {
  const body = multipart(fields, { field: 'profilePicture', filename, contentType, content });
  return requestTo(ctx, endpoints.profile.update, {
    headers: { ...body.headers, ...as(token) },
    payload: body.payload,
  });
};

async function pngWithExif(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .withExif({ IFD0: { Copyright: 'secret location' } })
    .png()
    .toBuffer();
}

/** A flat-colour 16-bit PNG: a few hundred KB on disk even at millions of pixels, heavy to decode. */
function flatPng16(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 50, g: 100, b: 200 } } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A valid 1x1 PNG whose header claims 20000 x 20000 pixels: tiny on disk, huge if decoded. */
async function pixelBomb() {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('own profile', () => {
  it('shows every field with the default privacy settings', async () => {
    const { token, body } = await signUp(ctx);
    const response = await requestTo(ctx, endpoints.profile.mine, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      fullName: body.fullName,
      email: body.email,
      phone: body.phone,
      enrollmentNumber: body.enrollmentNumber.toUpperCase(),
      enrollmentNo: body.enrollmentNumber.toUpperCase(),
      college: body.collegeName,
      collegeName: body.collegeName,
      skills: [],
      hobbies: [],
      cgpa: null,
      isEmailVerified: false,
      visibility: { email: 'alumni', phone: 'private', address: 'private', dob: 'private', attendance: 'alumni' },
      eventsParticipation: { upcoming: 0, past: 0 },
      donations: null,
    });
    expect(response.body).not.toMatch(/argon2|password/i);
    expect(response.body).not.toContain(token);
  });

  it('updates fields from JSON, clears optional ones with "", and ignores verification flags', async () => {
    const { token } = await signUp(ctx);
    const first = await update(token, {
      gender: 'female',
      dob: '1994-07-02',
      address: '12 Lake Road, Kolkata',
      branch: 'VLSI',
      cgpa: '8.7',
      currentJobTitle: 'Design Engineer',
      companyName: 'Silicon Delta',
      experience: '6 years in chip design',
      linkedinProfile: 'https://www.linkedin.com/in/sudipta',
      skills: 'Verilog, UVM, Python, Verilog',
      hobbies: ['Photography', 'Chess'],
      mentorshipInterest: 'true',
      isEmailVerified: true,
      isPhoneVerified: 'true',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Profile updated successfully!',
      data: {
        gender: 'female',
        cgpa: 8.7,
        skills: ['Verilog', 'UVM', 'Python'],
        hobbies: ['Photography', 'Chess'],
        mentorshipInterest: true,
        isEmailVerified: false,
        isPhoneVerified: false,
      },
    });
    const cleared = await update(token, { branch: '', cgpa: '' });
    expect(cleared.json().data).toMatchObject({ branch: null, cgpa: null, companyName: 'Silicon Delta' });
  });

  it.each([
    ['linkedinProfile', 'https://example.org/in/me', /linkedin\.com/],
    ['linkedinProfile', 'javascript:alert(1)', /linkedin\.com/],
    ['dob', '2999-01-01', /future/],
    ['dob', '1994-02-30', /date/],
    ['cgpa', '11', /between 0 and 10/],
    ['cgpa', 'nine', /number/],
    ['gender', 'unknown', /male, female or other/],
    ['yearOfPassing', '1980', /between 1990/],
    ['collegeName', 'Nowhere College', /listed colleges/],
    ['college', 'Nowhere College', /listed colleges/],
    ['emailVisibility', 'everyone', /"alumni", "on_request" or "private"/],
    ['dobVisibility', 'on_request', /"alumni" or "private"/],
    ['skills', Array.from({ length: 31 }, (_, index) => `skill${index}`), /at most 30/],
  ])('answers 400 naming %s for %j, changing nothing', async (field, value, message) => {
    const { token } = await signUp(ctx);
    const response = await update(token, { fullName: 'Changed Name', [field]: value });
    expect(response.statusCode).toBe(400);
    const canonical = field === 'college' ? 'collegeName' : field;
    expect(response.json().errors.map(pathAndMessage)).toEqual([
      { path: canonical, message: expect.stringMatching(message) },
    ]);
    const own = await requestTo(ctx, endpoints.profile.mine, { token });
    expect(own.json().data.fullName).toBe('Sudipta Bose');
  });

  it('answers 409 when the new e-mail, phone or enrollment number is another account’s', async () => {
    const other = await signUp(ctx);
    const { token } = await signUp(ctx);
    const response = await update(token, {
      email: other.body.email.toUpperCase(),
      phone: other.body.phone,
      enrollmentNo: other.body.enrollmentNumber,
      currentPassword: signupBody().password,
    });
    expect(response.statusCode).toBe(409);
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['email', 'enrollmentNumber', 'phone']);
  });

  it('keeps its own e-mail when it is sent unchanged', async () => {
    const { token, body } = await signUp(ctx);
    expect((await update(token, { email: body.email, phone: body.phone })).statusCode).toBe(200);
  });

  it('refuses an anonymous update with 401', async () => {
    const response = await requestTo(ctx, endpoints.profile.update, { payload: { fullName: 'X' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('privacy of other alumni’s profiles', () => {
  it.each(PRIVATE_FIELDS.flatMap((field) => VISIBILITIES.map((visibility) => [field, visibility] as const)))(
    '%s set to %s is %s',
    async (field, visibility) => {
      const owner = await signUp(ctx);
      const viewer = await signUp(ctx);
      const set = await update(owner.token, {
        address: '4 Park Street',
        dob: '1990-05-05',
        city: 1_275_004,
        [`${field}Visibility`]: visibility,
      });
      expect(set.statusCode, set.body).toBe(200);
      const response = await requestTo(ctx, endpoints.profile.one, {
        params: { id: owner.userId },
        token: viewer.token,
      });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      if (visibility === 'alumni') {
        expect(data).toHaveProperty(field);
        expect(data.hiddenFields).not.toContain(field);
      } else {
        expect(data).not.toHaveProperty(field);
        expect(data.hiddenFields).toContain(field);
      }
      const ownView = await requestTo(ctx, endpoints.profile.one, { params: { id: owner.userId }, token: owner.token });
      expect(ownView.json().data).toHaveProperty(field);
      expect(ownView.json().data.hiddenFields).toEqual([]);
    },
  );

  it('shows the defaults: e-mail to alumni; phone, address and date of birth to no one else', async () => {
    const owner = await signUp(ctx);
    const viewer = await signUp(ctx);
    const response = await requestTo(ctx, endpoints.profile.one, { params: { id: owner.userId }, token: viewer.token });
    const data = response.json().data;
    expect(data.email).toBe(owner.body.email);
    expect(data.hiddenFields.sort()).toEqual(['address', 'dob', 'phone']);
    expect(response.body).not.toContain(owner.body.phone);
    expect(response.body).not.toMatch(/argon2|passwordHash|token/i);
  });

  it('answers 404 for unknown and malformed ids and 401 without a session', async () => {
    const { token, userId } = await signUp(ctx);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      const response = await requestTo(ctx, endpoints.profile.one, { params: { id }, token });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Profile not found.');
    }
    expect((await requestTo(ctx, endpoints.profile.one, { params: { id: userId } })).statusCode).toBe(401);
  });
});

describe('profile pictures', () => {
  it('judges a PNG named .jpg by its content, stores it as WebP without metadata, and serves it', async () => {
    const { token } = await signUp(ctx);
    const before = (await uploads()).length;
    const response = await upload(token, await pngWithExif(), 'holiday.jpg', 'image/jpeg', { companyName: 'Acme' });
    expect(response.statusCode, response.body).toBe(200);
    const picture: string = response.json().data.profilePicture;
    expect(picture).toMatch(/^\/uploads\/[0-9a-f]{32}-512\.webp$/);
    expect(response.json().data.companyName).toBe('Acme');
    expect((await uploads()).length).toBe(before + 2);

    const served = await ctx.request({ method: 'GET', url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // No other site is configured to show them (CORS_ORIGINS is empty): browsers keep them to this one.
    expect(served.headers['cross-origin-resource-policy']).toBe('same-origin');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();

    const account = await requestTo(ctx, endpoints.account.mine, { token });
    expect(account.json().data.photoURL).toBe(picture);
  });

  it('replaces the old files when a new picture is uploaded', async () => {
    const { token } = await signUp(ctx);
    const first = (await upload(token, await pngWithExif())).json().data.profilePicture as string;
    const count = (await uploads()).length;
    const second = (await upload(token, await pngWithExif(30, 30))).json().data.profilePicture as string;
    expect(second).not.toBe(first);
    expect((await uploads()).length).toBe(count);
    expect((await ctx.request({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('answers a client that holds the picture with 304: the name is the ETag and never changes', async () => {
    const { token } = await signUp(ctx);
    const picture: string = (await upload(token, await pngWithExif())).json().data.profilePicture;
    const served = await ctx.request({ method: 'GET', url: picture });
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = served.headers.etag as string;
    expect(etag).toBe(`"${picture.replace(/^\/uploads\/(.*)\.webp$/, '$1')}"`);
    const again = await ctx.request({ method: 'GET', url: picture, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    const otherTag = await ctx.request({ method: 'GET', url: picture, headers: { 'if-none-match': '"other"' } });
    expect(otherTag.statusCode).toBe(200);
    expect(otherTag.rawPayload.equals(served.rawPayload)).toBe(true);
  });

  it('deletes the stored bytes of both sizes with the account', async () => {
    const { token, body } = await signUp(ctx);
    const large: string = (await upload(token, await pngWithExif())).json().data.profilePicture;
    const names = [large, large.replace('-512.webp', '-96.webp')];
    for (const url of names) expect((await ctx.request({ method: 'GET', url })).statusCode).toBe(200);
    const deleted = await requestTo(ctx, endpoints.account.remove, {
      token,
      payload: { password: body.password },
    });
    expect(deleted.statusCode).toBe(200);
    await eraseDueAccounts(ctx);
    const stored = await uploads();
    for (const url of names) {
      expect(stored).not.toContain(url.replace('/uploads/', ''));
      expect((await ctx.request({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it.each([
    ['a text file', () => Promise.resolve(Buffer.from('definitely not an image')), 400, /JPEG, PNG or WebP/],
    [
      'an SVG',
      () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')),
      400,
      /JPEG, PNG or WebP/,
    ],
    ['a 6 MB file', () => Promise.resolve(Buffer.alloc(6 * 1024 * 1024, 1)), 413, /too large/],
    ['a 20000 x 20000 pixel bomb', pixelBomb, 400, /too large in pixels \(20000 x 20000\): at most 16 megapixels/],
    [
      'a 6300 x 6300 16-bit PNG of a few hundred KB',
      () => flatPng16(6300, 6300),
      400,
      /too large in pixels \(6300 x 6300\): at most 16 megapixels, for example 4000 x 4000/,
    ],
  ] as const)('refuses %s and stores nothing', async (_name, make, status, message) => {
    const { token } = await signUp(ctx);
    const before = await uploads();
    const response = await upload(token, await make(), 'photo.png', 'image/png', { fullName: 'Should Not Change' });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    if (status === 400)
      expect(response.json().errors.map(pathAndMessage)).toEqual([
        { path: 'profilePicture', message: expect.any(String) },
      ]);
    expect(await uploads()).toEqual(before);
    const own = await requestTo(ctx, endpoints.profile.mine, { token });
    expect(own.json().data).toMatchObject({ fullName: 'Sudipta Bose', profilePicture: null });
  });

  it('accepts a picture of exactly 16 megapixels (4000 x 4000, 16 bits per channel)', async () => {
    const { token } = await signUp(ctx);
    const response = await upload(token, await flatPng16(4000, 4000));
    expect(response.statusCode, response.body).toBe(200);
    const served = await ctx.request({ method: 'GET', url: response.json().data.profilePicture });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('makes both sizes upright from one picture: the thumbnail shows what the large one shows', async () => {
    const { token } = await signUp(ctx);
    // Left half red, right half blue, stored sideways: EXIF orientation 6 turns it upright (red on top).
    const sideways = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0000ff' } })
      .composite([
        { input: { create: { width: 100, height: 200, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
      ])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const response = await upload(token, sideways, 'me.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(200);
    const large: string = response.json().data.profilePicture;
    for (const [url, size] of [
      [large, 512],
      [large.replace('-512.webp', '-96.webp'), 96],
    ] as const) {
      const served = await ctx.request({ method: 'GET', url });
      const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ width: size, height: size });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * size + x) * info.channels, (y * size + x) * info.channels + 3),
      ];
      const [topRed, , topBlue] = pixel(size / 2, size / 4) as [number, number, number];
      const [bottomRed, , bottomBlue] = pixel(size / 2, (3 * size) / 4) as [number, number, number];
      expect(topRed, `${size}: red on top`).toBeGreaterThan(200);
      expect(topBlue).toBeLessThan(60);
      expect(bottomBlue, `${size}: blue below`).toBeGreaterThan(200);
      expect(bottomRed).toBeLessThan(60);
    }
  });

  it('runs a third picture sent with two others once a job slot frees (within the wait), not refused', async () => {
    const members = await Promise.all([signUp(ctx), signUp(ctx), signUp(ctx)]);
    const picture = await flatPng16(4000, 4000);
    const responses = await Promise.all(members.map(({ token }) => upload(token, picture)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });

  it('serves nothing but stored pictures under /uploads/', async () => {
    for (const url of [
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/notes.txt',
      '/uploads/0123456789abcdef0123456789abcdef-96.png',
    ]) {
      expect((await ctx.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
