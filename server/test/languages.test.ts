import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from '../src/http/language.js';
import { eventBody, quickUser, requestTo, signUp, signupBody, urlFor, useTestApp } from './harness.js';
import { startMailServer, type TestMailServer } from './mail-server.js';

/**
 * A built web app of one page, the web app's own index.html: the server finds the English words it
 * replaces (the loading frame, the noscript text, the description) in the real file.
 */
const webDist = mkdtempSync(path.join(tmpdir(), 'alumni-web-dist-languages-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8'),
);
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

let smtp: TestMailServer;
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp.close();
});

const context = useTestApp({
  env: () => ({ WEB_DIST: webDist, SMTP_URL: smtp.url, PUBLIC_URL: 'https://alumni.example.org' }),
});
const BENGALI = { 'accept-language': 'bn-IN,bn;q=0.9,en;q=0.5' };
const bengaliLetters = /[\u0980-\u09FF]/;

describe('the reader’s language from Accept-Language', () => {
  it('takes the first of en and bn by q-value, whatever the order', () => {
    expect(languageFromAcceptLanguage('bn-IN,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(languageFromAcceptLanguage('en;q=0.4, bn;q=0.8')).toBe('bn');
    expect(languageFromAcceptLanguage('fr, bn;q=0.1, en;q=0.2')).toBe('en');
    expect(languageFromAcceptLanguage('fr, bn;q=0')).toBe(null);
    expect(languageFromAcceptLanguage('hi-IN')).toBe(null);
    expect(languageFromAcceptLanguage(undefined)).toBe(null);
  });
});

describe('server messages in two languages', () => {
  it('answer a missing story in Bengali with the same code and key as in English', async () => {
    const params = { id: '00000000-0000-4000-8000-000000000000' };
    const english = (await requestTo(context, endpoints.stories.one, { params })).json();
    const bengali = (await requestTo(context, endpoints.stories.one, { params, headers: BENGALI })).json();
    expect(english).toMatchObject({ code: 'NOT_FOUND', key: 'stories.not_found', message: 'Story not found.' });
    expect(bengali).toMatchObject({ code: 'NOT_FOUND', key: 'stories.not_found', message: 'গল্পটি পাওয়া যায়নি।' });
  });

  it('word a failed sign-in in Bengali, keyed', async () => {
    const response = await requestTo(context, endpoints.auth.login, {
      headers: BENGALI,
      payload: { email: 'nobody@example.org', password: 'not the password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      key: 'auth.invalid_credentials',
      message: 'ইমেল বা পাসওয়ার্ড সঠিক নয়।',
    });
  });

  it('key every field error of a bad sign-up, with the field’s label as a parameter, in either language', async () => {
    const english = await requestTo(context, endpoints.auth.signup, { payload: { email: '' } });
    const bengali = await requestTo(context, endpoints.auth.signup, { headers: BENGALI, payload: { email: '' } });
    expect(english.statusCode).toBe(400);
    const englishErrors = english.json().errors as { path: string; message: string; key: string; params?: object }[];
    const bengaliErrors = bengali.json().errors as typeof englishErrors;
    expect(englishErrors.length).toBeGreaterThan(3);
    expect(bengaliErrors.map((error) => [error.path, error.key, error.params])).toEqual(
      englishErrors.map((error) => [error.path, error.key, error.params]),
    );
    expect(englishErrors.find((error) => error.path === 'email')).toEqual({
      path: 'email',
      message: 'Email is required',
      key: 'field.required',
      params: { field: 'label.email' },
    });
    expect(bengaliErrors.find((error) => error.path === 'email')?.message).toBe('ইমেল ঘরটি পূরণ করা আবশ্যক');
    for (const error of bengaliErrors) expect(error.message, error.path).toMatch(bengaliLetters);
    expect(bengali.json()).toMatchObject({ code: 'VALIDATION', key: bengaliErrors[0]?.key });
  });

  it('key a success and word it in Bengali, and keep shared answers apart per language', async () => {
    const english = await requestTo(context, endpoints.stories.list);
    const bengali = await requestTo(context, endpoints.stories.list, { headers: BENGALI });
    const again = await requestTo(context, endpoints.stories.list);
    expect(english.json()).toMatchObject({ success: true, key: 'ok', message: 'OK' });
    expect(bengali.json()).toMatchObject({ success: true, key: 'ok', message: 'ঠিক আছে' });
    expect(again.json().message).toBe('OK');
    expect(String(bengali.headers.vary)).toMatch(/accept-language/i);
  });
});

describe(endpoints.preferences.update, () => {
  it('sets the cookies for a visitor, a year long, and answers what is now in force', async () => {
    const response = await requestTo(context, endpoints.preferences.update, {
      payload: { language: 'bn', theme: 'dark' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key: 'preferences.saved', data: { language: 'bn', theme: 'dark' } });
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.lang).toMatchObject({ value: 'bn', path: '/', sameSite: 'Lax', maxAge: 31_536_000 });
    expect(cookies.theme).toMatchObject({ value: 'dark', path: '/', sameSite: 'Lax' });
    expect(cookies.lang?.httpOnly).toBeFalsy();
  });

  it('keeps the other preference as the cookie has it', async () => {
    const response = await context.request({
      method: 'PUT',
      url: urlFor(endpoints.preferences.update),
      cookies: { lang: 'bn' },
      payload: { theme: 'light' },
    });
    expect(response.json().data).toEqual({ language: 'bn', theme: 'light' });
  });

  it(`keeps a member’s choice on the account, which ${endpoints.account.mine} shows`, async () => {
    const member = await signUp(context);
    const headers = { authorization: `Bearer ${member.token}` };
    const before = (await requestTo(context, endpoints.account.mine, { headers })).json().data;
    expect(before).toMatchObject({ language: 'en', theme: 'system' });
    const saved = await requestTo(context, endpoints.preferences.update, { headers, payload: { language: 'bn' } });
    expect(saved.statusCode).toBe(200);
    const after = (await requestTo(context, endpoints.account.mine, { headers })).json().data;
    expect(after).toMatchObject({ language: 'bn', theme: 'system' });
  });

  it('treats a stale token as a visitor, and refuses a language it does not know, keyed', async () => {
    const stale = await requestTo(context, endpoints.preferences.update, {
      headers: { authorization: 'Bearer no-such-session-token-at-all' },
      payload: { language: 'en' },
    });
    expect(stale.statusCode).toBe(200);
    const bad = await requestTo(context, endpoints.preferences.update, { payload: { language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: 'language', key: 'field.language' });
    const empty = await requestTo(context, endpoints.preferences.update, { payload: {} });
    expect(empty.json().errors[0]).toMatchObject({ key: 'field.language_or_theme' });
  });
});

describe('pages in the reader’s language and theme', () => {
  const page = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    context.request({ method: 'GET', url, headers, cookies });

  it('are English with no theme by default, titled by the page', async () => {
    const response = await page('/signin');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<title>Sign in · MAKAUT Alumni</title>');
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
    expect(String(response.headers.vary)).toMatch(/cookie/i);
  });

  it('follow a Bengali Accept-Language on a first visit, configuration included', async () => {
    const response = await page('/events', BENGALI);
    expect(response.body).toContain('<html lang="bn">');
    expect(response.body).toContain('<title>অনুষ্ঠান · ম্যাকাউট প্রাক্তনী</title>');
    expect(response.body).toContain('<span>লোড হচ্ছে…</span>');
    expect(response.body).toContain('<noscript>এই পোর্টাল চালাতে JavaScript লাগে।');
    expect(response.body).toContain(
      '<meta name="description" content="প্রাক্তনী সমিতির পোর্টাল: প্রাক্তনীদের গল্প, অনুষ্ঠান, চাকরির খবর আর প্রাক্তনী সমাজ।" />',
    );
    expect(response.body).not.toContain('The alumni association portal');
    const config = JSON.parse(
      response.body.match(/<script type="application\/json" id="portal-config">(.*?)<\/script>/)?.[1] ?? '{}',
    );
    expect(config.associationName).toBe('ম্যাকাউট প্রাক্তনী সমিতি');
  });

  it('follow the lang cookie over Accept-Language, and write data-theme for light or dark only', async () => {
    const english = await page('/stories', BENGALI, { lang: 'en', theme: 'dark' });
    expect(english.body).toContain('<html lang="en" data-theme="dark">');
    expect(english.body).toContain('<title>Stories · MAKAUT Alumni</title>');
    const light = await page('/', {}, { lang: 'bn', theme: 'light' });
    expect(light.body).toContain('<html lang="bn" data-theme="light">');
    expect(light.body).toContain('<title>প্রথম পাতা · ম্যাকাউট প্রাক্তনী</title>');
    const system = await page('/', {}, { theme: 'system' });
    expect(system.body).toContain('<html lang="en">');
    const unknown = await page('/no-such-page', {}, { lang: 'bn', theme: 'neon' });
    expect(unknown.body).toContain('<html lang="bn">');
    expect(unknown.body).toContain('<title>পাতাটি পাওয়া যায়নি · ম্যাকাউট প্রাক্তনী</title>');
  });
});

describe(`${endpoints.institution.config} in both languages`, () => {
  const config = urlFor(endpoints.institution.config);
  it('answers in the cookie’s language, then Accept-Language, kept apart per language', async () => {
    const english = (await requestTo(context, endpoints.institution.config)).json().data;
    const bengali = (await requestTo(context, endpoints.institution.config, { headers: BENGALI })).json().data;
    const byCookie = (await context.request({ method: 'GET', url: config, cookies: { lang: 'bn' } })).json().data;
    const englishAgain = (await requestTo(context, endpoints.institution.config)).json().data;
    expect(english.associationName).toBe('MAKAUT Alumni Association');
    expect(bengali.associationName).toBe('ম্যাকাউট প্রাক্তনী সমিতি');
    expect(bengali.chancellor.name).toBe('ড. গৌতম মজুমদার');
    expect(byCookie).toEqual(bengali);
    expect(englishAgain).toEqual(english);
    expect(Object.keys(bengali)).toEqual(Object.keys(english));
  });

  it('answers in the language ?lang= names before the cookie’s (a switch asks before its cookie is kept)', async () => {
    const bengali = (await requestTo(context, endpoints.institution.config, { headers: BENGALI })).json().data;
    const english = (await requestTo(context, endpoints.institution.config)).json().data;
    const asked = (
      await context.request({
        method: 'GET',
        url: urlFor(endpoints.institution.config, undefined, { lang: 'bn' }),
        cookies: { lang: 'en' },
      })
    ).json().data;
    const askedEnglish = (
      await context.request({
        method: 'GET',
        url: urlFor(endpoints.institution.config, undefined, { lang: 'en' }),
        cookies: { lang: 'bn' },
      })
    ).json().data;
    expect(asked).toEqual(bengali);
    expect(askedEnglish).toEqual(english);
    // A language the contract does not know, on purpose.
    const unknown = await requestTo(context, endpoints.institution.config, { query: { lang: 'fr' } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('mail in the member’s language', () => {
  it('sends the first mail of a Bengali sign-up in Bengali', async () => {
    const body = signupBody({ language: 'bn' });
    const response = await requestTo(context, endpoints.auth.signup, { payload: body });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.waitFor((received) => received.to.includes(body.email));
    expect(mail.parsed.subject).toBe('ম্যাকাউট প্রাক্তনী সমিতি: আপনার ইমেল ঠিকানা যাচাই করুন');
    expect(mail.parsed.text).toContain('আমার ঠিকানা যাচাই করুন');
    expect(mail.parsed.html).toContain('lang="bn"');
  });

  it('takes a sign-up’s language from Accept-Language when the body gives none', async () => {
    const body = signupBody();
    await requestTo(context, endpoints.auth.signup, { headers: BENGALI, payload: body });
    const mail = await smtp.waitFor((received) => received.to.includes(body.email));
    expect(mail.parsed.subject).toMatch(bengaliLetters);
  });
});

/** An iCalendar text with its folded lines (RFC 5545: 75 octets at most) joined again. */
const unfolded = (text: string) => text.replaceAll('\r\n ', '');

describe('calendars and the attendee sheet in the reader’s language', () => {
  it('names the public feed and an event’s entry in Bengali, and heads the CSV in Bengali, keeping the values', async () => {
    const organiser = await quickUser(context);
    const headers = { authorization: `Bearer ${organiser.token}` };
    const created = await requestTo(context, endpoints.events.create, {
      headers,
      payload: { ...eventBody(), title: 'Reunion 2026', online: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    await requestTo(context, endpoints.events.register, { params: { id }, headers });

    const feed = await requestTo(context, endpoints.events.publicCalendar, { headers: BENGALI });
    expect(unfolded(feed.body)).toContain('X-WR-CALNAME:ম্যাকাউট প্রাক্তনী সমিতি: অনুষ্ঠান');
    expect(String(feed.headers.vary)).toMatch(/accept-language/i);
    const englishFeed = await requestTo(context, endpoints.events.publicCalendar);
    expect(unfolded(englishFeed.body)).toContain('X-WR-CALNAME:MAKAUT Alumni Association: events');

    const entry = await context.request({
      method: 'GET',
      url: urlFor(endpoints.events.ics, { id }),
      cookies: { lang: 'bn' },
    });
    expect(unfolded(entry.body)).toContain('যোগ দিন: https://example.org/j');

    const sheet = await requestTo(context, endpoints.events.attendeesCsv, {
      params: { id },
      headers: { ...headers, ...BENGALI },
    });
    expect(sheet.statusCode).toBe(200);
    const [head, first] = sheet.body.split('\r\n');
    expect(head).toBe('নাম,অবস্থা,ইমেল,ফোন,পাস করার বছর,প্রোগ্রাম,কলেজ,নাম নথিভুক্তির সময়');
    expect(first).toContain('Sudipta Bose,যাচ্ছেন');
    const englishSheet = await requestTo(context, endpoints.events.attendeesCsv, { params: { id }, headers });
    expect(englishSheet.body.startsWith('Name,Status,Email')).toBe(true);
  });
});
