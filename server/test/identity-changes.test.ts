import { endpoints } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { graduateRoll, users } from '../src/db/schema.js';
import { pathAndMessage, quickUser, requestTo, signUp, signupBody, useTestApp } from './harness.js';

/**
 * The graduate roll vouches for people, so it must not be guessable: a pending account gets one
 * automatic match after sign-up, identity changes are few a day, and the sign-in e-mail and
 * phone change only with the password. A graduate is never kept out by an unverified account.
 */

const ctx = useTestApp({ env: { VERIFICATION_POLICY: 'required' } });

async function addToRoll(entry: { enrollmentNumber: string; fullName: string }) {
  await ctx.database.db.insert(graduateRoll).values({
    enrollmentNumber: entry.enrollmentNumber.toUpperCase(),
    fullName: entry.fullName,
    programme: 'Computer Science Engineering',
    collegeName: 'Kalyani Government Engineering College',
    yearOfPassing: 2015,
  });
}

async function update(token: string, payload: Record<string, unknown>) {
  return requestTo(ctx, endpoints.profile.update, { token, payload });
}

async function verificationOf(token: string) {
  return (await requestTo(ctx, endpoints.account.mine, { token })).json().data.verification;
}

describe('identity changes of an account that is not verified', () => {
  it('matches the first change against the roll, and sends later ones to the admins', async () => {
    const impostor = await signUp(ctx, { fullName: 'Rituparna Saha' });
    expect((await verificationOf(impostor.token)).status).toBe('pending');
    const guesses = Array.from({ length: 3 }, () => signupBody().enrollmentNumber.toUpperCase());
    for (const enrollmentNumber of guesses) await addToRoll({ enrollmentNumber, fullName: 'Rituparna Saha' });

    // The first change is matched (a typo fixed after sign-up): a wrong guess stays pending.
    expect((await update(impostor.token, { enrollmentNumber: `${guesses[0]}X` })).statusCode).toBe(200);
    expect((await verificationOf(impostor.token)).status).toBe('pending');
    // Every later change waits for an admin, even one that matches the roll.
    expect((await update(impostor.token, { enrollmentNumber: guesses[1] })).statusCode).toBe(200);
    expect(await verificationOf(impostor.token)).toMatchObject({
      status: 'pending',
      note: expect.stringMatching(/admin will review/),
    });
    const queue = await ctx.database.db.select().from(users).where(eq(users.id, impostor.userId));
    expect(queue[0]?.verificationStatus).toBe('pending');
  });

  it('verifies a first change that fixes the details to the roll’s', async () => {
    const graduate = await signUp(ctx, { fullName: 'Moumita Ghosh' });
    const enrollmentNumber = signupBody().enrollmentNumber.toUpperCase();
    await addToRoll({ enrollmentNumber, fullName: 'Moumita Ghosh' });
    expect((await update(graduate.token, { enrollmentNumber })).statusCode).toBe(200);
    expect((await verificationOf(graduate.token)).status).toBe('verified');
  });

  it('answers 429 past IDENTITY_CHANGES_PER_DAY changes, naming the limit, and changes nothing', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    for (const name of ['Ananya Sen', 'Ananya K Sen', 'Ananya Kumari Sen', 'A Sen', 'Ananya Sen Gupta']) {
      expect((await update(member.token, { fullName: name })).statusCode).toBe(200);
    }
    const refused = await update(member.token, { fullName: 'Someone Else' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/5 times today/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const own = await requestTo(ctx, endpoints.profile.mine, { token: member.token });
    expect(own.json().data.fullName).toBe('Ananya Sen Gupta');
    // What is not identity (a job title) still changes.
    expect((await update(member.token, { currentJobTitle: 'Engineer' })).statusCode).toBe(200);
  });
});

describe('an unverified account holding a graduate’s enrollment number', () => {
  it('gives it up to the graduate who matches the roll, and goes to review', async () => {
    const enrollmentNumber = signupBody().enrollmentNumber.toUpperCase();
    await addToRoll({ enrollmentNumber, fullName: 'Sourav Dutta' });
    const squatter = await signUp(ctx, { enrollmentNumber, fullName: 'Not On The Roll' });
    expect((await verificationOf(squatter.token)).status).toBe('pending');

    const graduate = await requestTo(ctx, endpoints.auth.signup, {
      payload: signupBody({ enrollmentNumber, fullName: 'Sourav Dutta' }),
    });
    expect(graduate.statusCode, graduate.body).toBe(201);
    expect(graduate.json().data.user.verificationStatus).toBe('verified');

    const squatterNow = await verificationOf(squatter.token);
    expect(squatterNow).toMatchObject({ status: 'pending', note: expect.stringContaining(enrollmentNumber) });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, squatter.userId));
    expect(row?.enrollmentNumber).not.toBe(enrollmentNumber);
  });

  it('still answers 409 to a sign-up that does not match the roll, and to any sign-up against a verified holder', async () => {
    const enrollmentNumber = signupBody().enrollmentNumber.toUpperCase();
    await addToRoll({ enrollmentNumber, fullName: 'Priyanka Das' });
    await signUp(ctx, { enrollmentNumber, fullName: 'Priyanka Das' });
    const again = await requestTo(ctx, endpoints.auth.signup, {
      payload: signupBody({ enrollmentNumber, fullName: 'Priyanka Das' }),
    });
    expect(again.statusCode).toBe(409);

    const other = signupBody().enrollmentNumber.toUpperCase();
    await signUp(ctx, { enrollmentNumber: other, fullName: 'First Claimant' });
    const notOnRoll = await requestTo(ctx, endpoints.auth.signup, { payload: signupBody({ enrollmentNumber: other }) });
    expect(notOnRoll.statusCode).toBe(409);
  });

  it('does not match a roll name with extra words added', async () => {
    const enrollmentNumber = signupBody().enrollmentNumber.toUpperCase();
    await addToRoll({ enrollmentNumber, fullName: 'Rituparna Saha' });
    const response = await requestTo(ctx, endpoints.auth.signup, {
      payload: signupBody({ enrollmentNumber, fullName: 'Rituparna Saha Registrar MAKAUT Official' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.verificationStatus).toBe('pending');
  });
});

describe('changing the sign-in e-mail or the phone', () => {
  it('needs the current password: 403 naming it when missing or wrong, 200 with it', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const email = `moved.${member.userId.slice(0, 8)}@example.org`;
    const missing = await update(member.token, { email });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().errors.map(pathAndMessage)).toEqual([
      { path: 'currentPassword', message: expect.stringMatching(/current password/i) },
    ]);
    const wrong = await update(member.token, { phone: '9123456780', currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/incorrect/);
    const own = await requestTo(ctx, endpoints.profile.mine, { token: member.token });
    expect(own.json().data.email).toBe(member.body.email);

    const right = await update(member.token, { email, currentPassword: member.body.password });
    expect(right.statusCode).toBe(200);
    // The new address waits for its confirmation link (mail-links.test.ts); the old one signs in until then.
    expect(right.json().data).toMatchObject({ email: member.body.email, pendingEmail: email });
    // Other fields, the same e-mail sent again, and the waiting one, need no password.
    expect((await update(member.token, { email: member.body.email, currentJobTitle: 'Analyst' })).statusCode).toBe(200);
    expect((await update(member.token, { email, currentJobTitle: 'Analyst' })).statusCode).toBe(200);
  });
});
