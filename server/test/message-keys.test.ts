import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { type ErrorCode, endpoints, HTTP_STATUS_BY_ERROR_CODE } from '@alumni/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mailTokens, users } from '../src/db/schema.js';
import { AppError, fallbackKeyOf, outsideTextError } from '../src/errors.js';
import { serverRoot } from '../src/paths.js';
import { multipart, quickUser, requestTo, signupBody, useTestApp } from './harness.js';

/**
 * Every message the server says is a key of the catalogue with its parameters (decision 0032):
 * a representative failure of each kind answers with its own key, never the generic `error.<code>`
 * one, and in Bengali with the parameters filled (numbers in Bengali digits).
 */
const ctx = useTestApp({
  env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '2', LOGIN_FAILURE_WINDOW_MINUTES: '15' },
  beforeReady(app) {
    app.get('/api/test/outside-text', async () => {
      throw outsideTextError('BAD_REQUEST', 'A library said this');
    });
  },
});

const BENGALI = { 'accept-language': 'bn' };
/** The general keys a message stands under when it is not in the catalogue: none of these may answer below. */
const GENERIC_KEYS = new Set<string>(
  (Object.keys(HTTP_STATUS_BY_ERROR_CODE) as ErrorCode[]).map((code) => fallbackKeyOf(code)),
);

/** The envelope's key, message and params, and each field error's key, in English and in Bengali. */
async function inBothLanguages(
  send: (headers: Record<string, string>) => Promise<{ statusCode: number; json(): unknown }>,
) {
  const english = await send({});
  const bengali = await send(BENGALI);
  const en = english.json() as {
    key: string;
    message: string;
    params?: object;
    errors?: { key: string; message: string }[];
  };
  const bn = bengali.json() as typeof en;
  expect(GENERIC_KEYS.has(en.key), en.key).toBe(false);
  for (const error of en.errors ?? []) expect(error.key).not.toBe('field.invalid');
  expect(bn.key).toBe(en.key);
  expect(bn.params).toEqual(en.params);
  return { status: [english.statusCode, bengali.statusCode], en, bn };
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function resetToken(userId: string, email: string, state: 'used' | 'expired') {
  const token = randomBytes(32).toString('base64url');
  await ctx.database.db.insert(mailTokens).values({
    tokenHash: hashOf(token),
    userId,
    purpose: 'password-reset',
    email,
    expiresAt: state === 'expired' ? sql`now() - interval '1 second'` : sql`now() + interval '30 minutes'`,
    usedAt: state === 'used' ? sql`now()` : null,
  });
  return token;
}

describe('a mailed link that no longer works', () => {
  it.each([
    ['used', 'mail_links.reset_used', 'This link has already been used.', 'এই লিঙ্কটি আগেই ব্যবহার করা হয়েছে।'],
    ['expired', 'mail_links.reset_expired', 'This link has expired.', 'এই লিঙ্কটির মেয়াদ শেষ হয়ে গেছে।'],
  ] as const)('says it was %s in one whole sentence per language', async (state, key, english, bengali) => {
    const member = await quickUser(ctx);
    const send = async (headers: Record<string, string>) =>
      requestTo(ctx, endpoints.mailLinks.resetPassword, {
        headers,
        payload: { token: await resetToken(member.userId, member.body.email, state), password: 'a new password 123' },
      });
    const { status, en, bn } = await inBothLanguages(send);
    expect(status).toEqual([400, 400]);
    expect(en).toMatchObject({
      key,
      message: `${english} Ask for a new one with "Forgot password?" on the sign-in page.`,
    });
    expect(bn).toMatchObject({
      key,
      message: `${bengali} সাইন ইনের পাতায় "পাসওয়ার্ড ভুলে গেছেন?" থেকে নতুন লিঙ্ক চেয়ে নিন।`,
    });
  });
});

describe('a mentoring request answered twice', () => {
  it('is a conflict keyed by what became of the request', async () => {
    const asker = await quickUser(ctx, { verification: 'verified' });
    const mentor = await quickUser(ctx, { verification: 'verified' });
    await ctx.database.db.update(users).set({ mentorshipInterest: true }).where(eq(users.id, mentor.userId));
    const asked = await requestTo(ctx, endpoints.mentoring.ask, {
      token: asker.token,
      payload: { mentorId: mentor.userId, message: 'Could you help me with interviews?' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const params = { id: asked.json().data._id as string };
    expect((await requestTo(ctx, endpoints.mentoring.accept, { params, token: mentor.token })).statusCode).toBe(200);

    const { status, en, bn } = await inBothLanguages((headers) =>
      requestTo(ctx, endpoints.mentoring.accept, { params, headers, token: mentor.token }),
    );
    expect(status).toEqual([409, 409]);
    expect(en).toMatchObject({ key: 'mentoring.already_accepted', message: 'This request was already accepted.' });
    expect(bn.message).toBe('এই অনুরোধটি আগেই গ্রহণ করা হয়েছে।');

    const again = await inBothLanguages((headers) =>
      requestTo(ctx, endpoints.mentoring.ask, {
        headers,
        token: mentor.token,
        payload: { mentorId: mentor.userId, message: 'Me again' },
      }),
    );
    expect(again.en).toMatchObject({
      key: 'mentoring.cannot_ask_self',
      errors: [
        { path: 'mentorId', key: 'mentoring.cannot_ask_self', message: 'You cannot ask yourself for mentoring.' },
      ],
    });
    expect(again.bn.errors).toEqual([
      { path: 'mentorId', key: 'mentoring.cannot_ask_self', message: 'নিজের কাছে মেন্টরশিপের অনুরোধ করা যায় না।' },
    ]);
  });
});

describe('a sign-in paused for too many failures', () => {
  it('says how long to wait as a number of minutes, worded (and in Bengali digits) by the catalogue', async () => {
    const member = await quickUser(ctx);
    const login = (headers: Record<string, string> = {}) =>
      requestTo(ctx, endpoints.auth.login, {
        headers,
        payload: { email: member.body.email, password: 'not the password' },
      });
    expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    const { status, en, bn } = await inBothLanguages(login);
    expect(status).toEqual([429, 429]);
    expect(en).toMatchObject({
      key: 'auth.too_many_sign_ins',
      params: { minutes: 15 },
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    expect(bn.message).toBe('অনেকবার ভুল সাইন ইনের চেষ্টা হয়েছে। ১৫ মিনিট পরে আবার চেষ্টা করুন।');
  });
});

describe('the graduate roll import', () => {
  const HEADER = 'enrollment_number,full_name,programme,college,year_of_passing';
  const importRoll = (token: string, csv: string, headers: Record<string, string> = {}) =>
    requestTo(ctx, endpoints.admin.importRoll, {
      token,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: csv,
    });

  it('words each rejected row’s reason in the reader’s language, with its key and parameters', async () => {
    const admin = await quickUser(ctx, { role: 'admin', verification: 'verified' });
    const csv = `${HEADER}\nROLL/K/1,Anik Sen,Computer Science Engineering,Kalyani Government Engineering College,1850\n`;
    const english = (await importRoll(admin.token, csv)).json();
    const bengali = (await importRoll(admin.token, csv, BENGALI)).json();
    const params = { value: '1850', first: 1990, last: expect.any(Number) };
    expect(english.key).toBe('admin.roll_imported');
    expect(english.message).toBe('Imported: 0 added, 0 updated, 0 unchanged, 1 rejected');
    expect(bengali.message).toBe('আমদানি সম্পন্ন: ০টি যোগ হয়েছে, ০টি হালনাগাদ হয়েছে, ০টি অপরিবর্তিত, ১টি বাদ পড়েছে');
    expect(english.data.rejected).toEqual([
      {
        line: 2,
        key: 'roll.row.year',
        params,
        reason: expect.stringMatching(/^the year of passing "1850" must be a year from 1990 to 20\d\d\.$/),
      },
    ]);
    expect(bengali.data.rejected).toEqual([
      {
        line: 2,
        key: 'roll.row.year',
        params,
        reason: expect.stringMatching(/^পাস করার বছর "1850" হতে হবে ১৯৯০ থেকে ২০[০-৯]{2}-এর মধ্যে কোনও বছর।$/),
      },
    ]);
  });

  it('refuses a file without graduates whole, in one sentence per language', async () => {
    const admin = await quickUser(ctx, { role: 'admin', verification: 'verified' });
    const { status, en, bn } = await inBothLanguages((headers) => importRoll(admin.token, `${HEADER}\n`, headers));
    expect(status).toEqual([400, 400]);
    expect(en).toMatchObject({
      key: 'roll.refused.no_rows',
      message: 'The file was not imported: it has a header but no graduates.',
      errors: [{ path: 'file', key: 'roll.problem.no_rows', message: 'it has a header but no graduates.' }],
    });
    expect(bn.message).toBe('ফাইলটি আমদানি করা হয়নি: এতে শিরোনামের সারি আছে, কিন্তু কোনও স্নাতকের নাম নেই।');
  });
});

describe('a profile picture that is too large', () => {
  const upload = (token: string, content: Buffer, headers: Record<string, string>) => {
    const body = multipart({}, { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', content });
    return requestTo(ctx, endpoints.profile.update, {
      payload: body.payload,
      headers: { ...headers, ...body.headers },
      token,
    });
  };

  it('in bytes: says the limit in megabytes', async () => {
    const member = await quickUser(ctx);
    const { status, en, bn } = await inBothLanguages((headers) =>
      upload(member.token, Buffer.alloc(6 * 1024 * 1024, 1), headers),
    );
    expect(status).toEqual([413, 413]);
    expect(en).toMatchObject({ key: 'request.file_too_large', params: { max: 5 } });
    expect(en.message).toBe('The file is too large (at most 5 MB)');
    expect(bn.message).toBe('ফাইলটি অনেক বড় (সর্বোচ্চ ৫ MB)');
  });

  it('in pixels: names its size and the limit', async () => {
    const member = await quickUser(ctx);
    const png = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
    const { status, en, bn } = await inBothLanguages((headers) => upload(member.token, png, headers));
    expect(status).toEqual([400, 400]);
    expect(en).toMatchObject({
      key: 'uploads.too_many_pixels',
      params: { width: 20_000, height: 20_000, megapixels: 16, side: 4000 },
      message: 'Profile picture is too large in pixels (20000 x 20000): at most 16 megapixels, for example 4000 x 4000',
    });
    expect(bn.message).toBe(
      'প্রোফাইলের ছবিটি পিক্সেলের হিসেবে অনেক বড় (২০০০০ x ২০০০০): সর্বোচ্চ ১৬ মেগাপিক্সেল, যেমন ৪০০০ x ৪০০০',
    );
    expect(bn.errors).toEqual([
      { path: 'profilePicture', key: 'uploads.too_many_pixels', params: en.params, message: bn.message },
    ]);
  });
});

describe('several problems in one answer', () => {
  it('join each field’s sentence in the reader’s language, under the first one’s key', async () => {
    const holder = await quickUser(ctx);
    const { status, en, bn } = await inBothLanguages((headers) =>
      requestTo(ctx, endpoints.auth.signup, {
        headers,
        payload: signupBody({ email: holder.body.email, phone: holder.body.phone }),
      }),
    );
    expect(status).toEqual([409, 409]);
    expect(en).toMatchObject({
      key: 'signup.email_taken',
      message: 'An account with this email already exists; An account with this phone number already exists',
    });
    expect(bn.message).toBe('এই ইমেল দিয়ে আগেই একটি অ্যাকাউন্ট খোলা হয়েছে; এই ফোন নম্বর দিয়ে আগেই একটি অ্যাকাউন্ট খোলা হয়েছে');
  });

  it('name each unknown audience of an announcement, quoted as given', async () => {
    const admin = await quickUser(ctx, { role: 'admin', verification: 'verified' });
    const { status, en, bn } = await inBothLanguages((headers) =>
      requestTo(ctx, endpoints.notifications.announce, {
        headers,
        token: admin.token,
        payload: { subject: 'S', body: 'B', audience: { colleges: ['Hogwarts'], programmes: ['Alchemy'] } },
      }),
    );
    expect(status).toEqual([400, 400]);
    expect(en).toMatchObject({
      key: 'mailings.unknown_college',
      params: { name: 'Hogwarts' },
      message: 'Unknown college: "Hogwarts"; Unknown programme: "Alchemy"',
    });
    expect(bn.message).toBe('অজানা কলেজ: "Hogwarts"; অজানা প্রোগ্রাম: "Alchemy"');
  });
});

describe('text from outside the catalogue', () => {
  it('goes out under the code’s general key: English as written, Bengali as the general sentence', async () => {
    const english = (await ctx.request({ method: 'GET', url: '/api/test/outside-text' })).json();
    const bengali = (await ctx.request({ method: 'GET', url: '/api/test/outside-text', headers: BENGALI })).json();
    expect(english).toMatchObject({ key: 'error.bad_request', message: 'A library said this' });
    expect(bengali).toMatchObject({ key: 'error.bad_request', message: 'অনুরোধটি বোঝা যায়নি।' });
  });
});

/** The server's source files, for the checks below. */
function sourceFiles(dir = path.join(serverRoot, 'src')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

describe('the server’s source', () => {
  it('never gives AppError or an answer plain text for a message', () => {
    // The type forbids it (AppError and sendData take a keyed message); this also catches a cast.
    const plain =
      /new AppError\(\s*[^,]+,\s*['"`]|send(?:Data|Page|WithCursor)\([^;]*?,\s*['"`][^'"`]*['"`]\s*,?\s*(?:\d+\s*,?\s*)?\)/g;
    const found = sourceFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(plain)].map((match) => `${path.relative(serverRoot, file)}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('passes text from outside the catalogue only where a library wrote it (Fastify’s own client errors)', () => {
    const callers = sourceFiles()
      .filter((file) => readFileSync(file, 'utf8').includes('outsideTextError('))
      .map((file) => path.relative(serverRoot, file))
      .sort();
    expect(callers).toEqual(['src/errors.ts', 'src/http/error-handler.ts']);
  });

  it('cannot make an AppError from a string', () => {
    // @ts-expect-error: a message is a key of the catalogue, never English text.
    const made = () => new AppError('CONFLICT', 'Some English text');
    expect(made).toBeTypeOf('function');
  });
});
