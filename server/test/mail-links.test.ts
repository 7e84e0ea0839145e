import { endpoints } from '@alumni/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, mailTokens } from '../src/db/schema.js';
import { FORGOT_ANSWER_MS } from '../src/modules/mail-links/service.js';
import { pathAndMessage, requestTo, signUp, urlFor, useTestApp } from './harness.js';
import { linkIn, type ReceivedMail, startMailServer, type TestMailServer } from './mail-server.js';

let smtp: TestMailServer;
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp.close();
});

const PUBLIC_URL = 'https://alumni.example.org';
const ctx = useTestApp({
  env: () => ({
    SMTP_URL: smtp.url,
    PUBLIC_URL,
    CONFIRMATION_MAILS_PER_DAY: '2',
    PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: '2',
    PASSWORD_RESETS_PER_IP_PER_HOUR: '4',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
  }),
});

let ipSequence = 0;
/** A client address no other request of this file uses, so per-IP limits start from zero. */
const newIp = () => `10.16.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}`;

const mailTo = (address: string, subject: RegExp) =>
  smtp.waitFor((mail) => mail.to.includes(address) && subject.test(mail.parsed.subject ?? ''));
const tokenIn = (mail: ReceivedMail, path: string) =>
  new URLSearchParams(linkIn(mail, path).hash.slice(1)).get('token') ?? '';

const confirm = (token: string) => requestTo(ctx, endpoints.mailLinks.confirmEmail, { payload: { token } });
const viewProfile = async (token: string) => (await requestTo(ctx, endpoints.profile.mine, { token })).json().data;
const account = async (token: string) => (await requestTo(ctx, endpoints.account.mine, { token })).json().data;
const login = (email: string, password: string) =>
  ctx.request({
    method: 'POST',
    url: urlFor(endpoints.auth.login),
    payload: { email, password },
    remoteAddress: newIp(),
  });
const forgot = (email: string, remoteAddress = newIp()) =>
  ctx.request({ method: 'POST', url: urlFor(endpoints.mailLinks.forgotPassword), payload: { email }, remoteAddress });
const reset = (token: string, password: string) =>
  requestTo(ctx, endpoints.mailLinks.resetPassword, { payload: { token, password } });

describe('confirm your address', () => {
  it('is mailed on sign-up; the link confirms the address once, separately from graduate verification', async () => {
    const member = await signUp(ctx, { fullName: 'Anjali <b>Roy</b>' });
    expect((await viewProfile(member.token)).isEmailVerified).toBe(false);
    expect((await account(member.token)).emailConfirmation).toEqual({ confirmed: false, pendingEmail: null });

    const mail = await mailTo(member.body.email, /^Confirm your e-mail address/);
    expect(mail.parsed.text).toContain('Hello Anjali <b>Roy</b>,');
    expect(mail.parsed.html).toContain('Hello Anjali &lt;b&gt;Roy&lt;/b&gt;,');
    expect(linkIn(mail, '/confirm-email').origin).toBe(PUBLIC_URL);
    const token = tokenIn(mail, '/confirm-email');
    // Only the token's hash is kept.
    const stored = await ctx.database.db.select().from(mailTokens).where(eq(mailTokens.email, member.body.email));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ email: member.body.email });
    const profile = await viewProfile(member.token);
    expect(profile.isEmailVerified).toBe(true);
    expect((await account(member.token)).emailConfirmation).toEqual({ confirmed: true, pendingEmail: null });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
  });

  it('refuses an expired link and an unknown one with a message saying so', async () => {
    const member = await signUp(ctx);
    const token = tokenIn(await mailTo(member.body.email, /^Confirm/), '/confirm-email');
    await ctx.database.db
      .update(mailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(mailTokens.userId, member.userId));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);
    const unknown = await confirm('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/not valid/);
    expect((await viewProfile(member.token)).isEmailVerified).toBe(false);
  });

  it('"send again" mails a new link, a limited number of times a day, counted before the work', async () => {
    const member = await signUp(ctx);
    await mailTo(member.body.email, /^Confirm/);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => requestTo(ctx, endpoints.mailLinks.resendConfirmation, { token: member.token })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 200)?.json().message).toBe(
      `We have sent a new link to ${member.body.email}.`,
    );
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(member.body.email)).length).toBe(3);
    // Any of the links works; the address is then confirmed and nothing is left to send.
    const latest = smtp.received.filter((mail) => mail.to.includes(member.body.email)).at(-1) as ReceivedMail;
    expect((await confirm(tokenIn(latest, '/confirm-email'))).statusCode).toBe(200);
  });

  it('a changed address signs in only once confirmed, and the old address is told', async () => {
    const member = await signUp(ctx, { fullName: 'Tanmoy Pal' });
    const newEmail = `new.${member.userId.slice(0, 8)}@example.org`;
    const changed = await requestTo(ctx, endpoints.profile.update, {
      token: member.token,
      payload: { email: newEmail, currentPassword: member.body.password },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toContain(`We have sent a link to ${newEmail}`);
    expect(changed.json().data).toMatchObject({ email: member.body.email, pendingEmail: newEmail });

    const notice = await mailTo(member.body.email, /is being changed$/);
    expect(notice.parsed.text).toContain(newEmail);
    expect(notice.parsed.html).toContain(newEmail);
    const link = await mailTo(newEmail, /^Confirm/);
    expect(link.parsed.text).toContain('until then you sign in with your previous address');

    expect((await login(newEmail, member.body.password)).statusCode).toBe(401);
    expect((await login(member.body.email, member.body.password)).statusCode).toBe(200);
    expect((await account(member.token)).emailConfirmation).toEqual({ confirmed: false, pendingEmail: newEmail });

    expect((await confirm(tokenIn(link, '/confirm-email'))).statusCode).toBe(200);
    expect((await login(newEmail, member.body.password)).statusCode).toBe(200);
    expect((await login(member.body.email, member.body.password)).statusCode).toBe(401);
    expect(await viewProfile(member.token)).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      isEmailVerified: true,
    });

    // The sign-up link was for the address the account no longer uses.
    const first = await mailTo(member.body.email, /^Confirm/);
    const stale = await confirm(tokenIn(first, '/confirm-email'));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/no longer uses/);
  });
});

describe('forgot password', () => {
  it('answers the same for an unknown address, in about the same time, and mails only an account', async () => {
    const member = await signUp(ctx);
    const unknown = `nobody.${member.userId.slice(0, 8)}@example.org`;
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await forgot(email);
      return { response, ms: performance.now() - started };
    };
    const known = await timed(member.body.email);
    const stranger = await timed(unknown);
    expect(known.response.statusCode).toBe(200);
    expect(stranger.response.statusCode).toBe(200);
    expect(stranger.response.body).toBe(known.response.body);
    // Both answers wait out the same floor, whatever work came before it (the service's padding).
    // How close the two come is a wall-clock figure that a test on a busy machine cannot assert.
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 1);
    expect(stranger.ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 1);

    await mailTo(member.body.email, /^Set a new password/);
    await ctx.app.runBackgroundWork();
    expect(smtp.received.some((mail) => mail.to.includes(unknown))).toBe(false);
    const queued = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, unknown));
    expect(queued).toEqual([]);
  });

  it('the link sets a new password once, ends every session and lifts the sign-in pause', async () => {
    const member = await signUp(ctx);
    const other = await login(member.body.email, member.body.password);
    for (let attempt = 0; attempt < 3; attempt += 1) await login(member.body.email, 'wrong password');
    const paused = await login(member.body.email, member.body.password);
    expect(paused.statusCode).toBe(429);

    expect((await forgot(member.body.email)).statusCode).toBe(200);
    const mail = await mailTo(member.body.email, /^Set a new password/);
    expect(mail.parsed.html).toContain(`href="${PUBLIC_URL}/reset-password#token=`);
    const token = tokenIn(mail, '/reset-password');

    const tooShort = await reset(token, 'short');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors.map(pathAndMessage)).toEqual([
      { path: 'password', message: expect.stringMatching(/at least/) },
    ]);

    const done = await reset(token, 'a brand new passphrase');
    expect(done.statusCode).toBe(200);
    for (const session of [member.token, other.json().data.token]) {
      const answer = await requestTo(ctx, endpoints.profile.mine, { token: session });
      expect(answer.statusCode).toBe(401);
    }
    expect((await login(member.body.email, member.body.password)).statusCode).toBe(401);
    const signedIn = await login(member.body.email, 'a brand new passphrase');
    expect(signedIn.statusCode).toBe(200);
    expect((await viewProfile(signedIn.json().data.token)).isEmailVerified).toBe(true);

    const reused = await reset(token, 'yet another passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/already been used/);
  });

  it('refuses an expired link with a message saying so, while a newer link works', async () => {
    const member = await signUp(ctx);
    await forgot(member.body.email);
    await forgot(member.body.email);
    await expect
      .poll(
        () =>
          smtp.received.filter((m) => m.to.includes(member.body.email) && /^Set/.test(m.parsed.subject ?? '')).length,
      )
      .toBe(2);
    const [first, second] = smtp.received.filter(
      (m) => m.to.includes(member.body.email) && /^Set/.test(m.parsed.subject ?? ''),
    ) as [ReceivedMail, ReceivedMail];
    await ctx.database.db
      .update(mailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(mailTokens.tokenHash, (await tokenHashes(member.userId))[0] ?? ''));
    const answers = [
      await reset(tokenIn(first, '/reset-password'), 'a brand new passphrase'),
      await reset(tokenIn(second, '/reset-password'), 'a brand new passphrase'),
    ];
    // Whichever of the two expired is refused as expired; the other works, and then the first is used up too.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().message).toMatch(/expired/);
  });

  it('is limited per address and per IP, counted before the work, whether or not an account has the address', async () => {
    const member = await signUp(ctx);
    const perAddress = await Promise.all(Array.from({ length: 5 }, () => forgot(member.body.email)));
    expect(perAddress.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    const strangerAnswers = await Promise.all(Array.from({ length: 5 }, () => forgot('no.one.here@example.org')));
    expect(strangerAnswers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);

    const ip = newIp();
    const perIp = await Promise.all(Array.from({ length: 6 }, (_, index) => forgot(`ip.${index}@example.org`, ip)));
    expect(perIp.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 429, 429]);
    expect(perIp.find((answer) => answer.statusCode === 429)?.json().message).toMatch(/Too many requests/);
  });
});

describe('a new password or sign-in address ends the links mailed before it', () => {
  const changeEmail = (member: { token: string; body: { password: string } }, email: string) =>
    requestTo(ctx, endpoints.profile.update, {
      token: member.token,
      payload: { email, currentPassword: member.body.password },
    });
  const resetLinks = (email: string) =>
    smtp.received.filter((mail) => mail.to.includes(email) && /^Set a new password/.test(mail.parsed.subject ?? ''));

  it('a password change ends every new-password and confirmation link, and the address change waiting for one', async () => {
    const member = await signUp(ctx);
    const signUpLink = tokenIn(await mailTo(member.body.email, /^Confirm/), '/confirm-email');
    const newEmail = `elsewhere.${member.userId.slice(0, 8)}@example.org`;
    expect((await changeEmail(member, newEmail)).statusCode).toBe(200);
    const changeLink = tokenIn(await mailTo(newEmail, /^Confirm/), '/confirm-email');
    expect((await forgot(member.body.email)).statusCode).toBe(200);
    const resetLink = tokenIn(await mailTo(member.body.email, /^Set a new password/), '/reset-password');

    const changed = await requestTo(ctx, endpoints.account.changePassword, {
      token: member.token,
      payload: { currentPassword: member.body.password, newPassword: 'a password of my own' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const refusedReset = await reset(resetLink, 'the thief’s password');
    expect(refusedReset.statusCode).toBe(400);
    expect(refusedReset.json().message).toMatch(/^This link has expired\. Ask for a new one/);
    for (const link of [changeLink, signUpLink]) {
      const refused = await confirm(link);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^This link has expired\. Sign in and use "Send again"/);
    }
    expect((await account(member.token)).emailConfirmation).toEqual({ confirmed: false, pendingEmail: null });
    expect((await login(member.body.email, 'a password of my own')).statusCode).toBe(200);
    expect((await login(newEmail, 'a password of my own')).statusCode).toBe(401);

    // Links asked for after the change work.
    expect((await forgot(member.body.email)).statusCode).toBe(200);
    await expect.poll(() => resetLinks(member.body.email).length).toBe(2);
    const fresh = tokenIn(resetLinks(member.body.email).at(-1) as ReceivedMail, '/reset-password');
    expect((await reset(fresh, 'a newer passphrase')).statusCode).toBe(200);
  });

  it('a new password set through a link ends the address change waiting for confirmation', async () => {
    const member = await signUp(ctx);
    const newEmail = `taken.over.${member.userId.slice(0, 8)}@example.org`;
    expect((await changeEmail(member, newEmail)).statusCode).toBe(200);
    const changeLink = tokenIn(await mailTo(newEmail, /^Confirm/), '/confirm-email');
    expect((await forgot(member.body.email)).statusCode).toBe(200);
    const resetLink = tokenIn(await mailTo(member.body.email, /^Set a new password/), '/reset-password');
    expect((await reset(resetLink, 'a password of my own')).statusCode).toBe(200);

    const refused = await confirm(changeLink);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^This link has expired/);
    expect((await login(newEmail, 'a password of my own')).statusCode).toBe(401);
    const signedIn = await login(member.body.email, 'a password of my own');
    expect(signedIn.statusCode).toBe(200);
    expect((await account(signedIn.json().data.token)).emailConfirmation).toEqual({
      confirmed: true,
      pendingEmail: null,
    });
  });

  it('a change of sign-in address ends the new-password links sent to the address it leaves', async () => {
    const member = await signUp(ctx);
    expect((await forgot(member.body.email)).statusCode).toBe(200);
    const resetLink = tokenIn(await mailTo(member.body.email, /^Set a new password/), '/reset-password');
    const newEmail = `moved.${member.userId.slice(0, 8)}@example.org`;
    expect((await changeEmail(member, newEmail)).statusCode).toBe(200);

    const refused = await reset(resetLink, 'the thief’s password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^This link has expired\. Ask for a new one/);
    expect((await login(member.body.email, member.body.password)).statusCode).toBe(200);

    // Confirmed, the new address signs in; a link asked for through it works.
    expect((await confirm(tokenIn(await mailTo(newEmail, /^Confirm/), '/confirm-email'))).statusCode).toBe(200);
    expect((await forgot(newEmail)).statusCode).toBe(200);
    const fresh = tokenIn(await mailTo(newEmail, /^Set a new password/), '/reset-password');
    expect((await reset(fresh, 'a newer passphrase')).statusCode).toBe(200);
    expect((await login(newEmail, 'a newer passphrase')).statusCode).toBe(200);
  });
});

async function tokenHashes(userId: string) {
  const rows = await ctx.database.db
    .select({ tokenHash: mailTokens.tokenHash })
    .from(mailTokens)
    .where(sql`${mailTokens.userId} = ${userId} and ${mailTokens.purpose} = 'password-reset'`)
    .orderBy(mailTokens.createdAt);
  return rows.map((row) => row.tokenHash);
}
