import { endpoints } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { pathAndMessage, requestTo, signUp, signupBody, useTestApp } from './harness.js';

const ctx = useTestApp();
const signup = (payload: unknown, headers: Record<string, string> = {}) =>
  requestTo(ctx, endpoints.auth.signup, { payload: payload as object, headers });

type ErrorBody = { success: false; statusCode: number; message: string; errors?: { path: string; message: string }[] };

describe(endpoints.auth.signup, () => {
  it('registers an alumnus and returns a working token without secrets', async () => {
    const body = signupBody({ email: 'Mixed.Case@Example.org', phone: '+91 98765-00001' });
    const response = await signup(body);
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json).toMatchObject({
      statusCode: 201,
      success: true,
      message: 'User registered successfully!',
      data: { user: { fullName: 'Sudipta Bose', email: 'mixed.case@example.org', yearOfPassing: 2015 } },
    });
    expect(json.data.token).toMatch(/^[\w-]{40,}$/);
    expect(response.body).not.toMatch(/password|argon2/i);

    const account = await requestTo(ctx, endpoints.account.mine, { token: json.data.token });
    expect(account.statusCode).toBe(200);
    expect(account.json().data).toMatchObject({ name: 'Sudipta Bose', email: 'mixed.case@example.org', gender: null });
  });

  const requiredFields = [
    'collegeName',
    'programme',
    'fullName',
    'yearOfPassing',
    'enrollmentNumber',
    'phone',
    'email',
    'password',
  ] as const;

  it.each(requiredFields)('answers 400 naming %s when it is missing', async (field) => {
    const body: Record<string, unknown> = signupBody();
    delete body[field];
    const response = await signup(body);
    expect(response.statusCode).toBe(400);
    const json = response.json() as ErrorBody;
    expect(json.success).toBe(false);
    expect(json.errors?.map(pathAndMessage)).toEqual([{ path: field, message: expect.stringMatching(/is required$/) }]);
  });

  it.each(requiredFields)('answers 400 naming %s when it is blank', async (field) => {
    const response = await signup(signupBody({ [field]: '   ' }));
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorBody).errors?.map((error) => error.path)).toEqual([field]);
  });

  const malformed: [string, unknown, RegExp][] = [
    ['email', 'not-an-email', /valid e-mail/],
    ['email', 42, /must be text/],
    ['phone', '12345', /10-digit Indian mobile/],
    ['phone', '5876543210', /10-digit Indian mobile/],
    ['phone', 'ninety-eight', /10-digit Indian mobile/],
    ['phone', { digits: 1 }, /must be a number/],
    ['yearOfPassing', 1989, /between 1990 and \d{4}/],
    ['yearOfPassing', new Date().getFullYear() + 2, /between 1990 and \d{4}/],
    ['yearOfPassing', 'twenty', /between 1990/],
    ['yearOfPassing', 2015.5, /between 1990/],
    ['collegeName', 'Hogwarts School of Witchcraft', /listed colleges/],
    ['programme', 'Underwater Basket Weaving', /listed programmes/],
    ['password', 'short', /at least 8 characters/],
    ['password', 'x'.repeat(129), /at most 128 characters/],
    ['fullName', 'x'.repeat(101), /at most 100 characters/],
    ['enrollmentNumber', 'KGEC 2015 <script>', /letters, digits/],
  ];

  it.each(malformed)('answers 400 naming %s for %j', async (field, value, message) => {
    const response = await signup(signupBody({ [field]: value }));
    expect(response.statusCode).toBe(400);
    const json = response.json() as ErrorBody;
    expect(json.errors?.map(pathAndMessage)).toEqual([{ path: field, message: expect.stringMatching(message) }]);
    expect(json.message).toMatch(message);
  });

  it('accepts a year of passing sent as a string, as a select sends it', async () => {
    const response = await signup(signupBody({ yearOfPassing: '2001' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.yearOfPassing).toBe(2001);
  });

  it('reports every invalid field at once', async () => {
    const response = await signup({});
    expect(response.statusCode).toBe(400);
    const paths = (response.json() as ErrorBody).errors?.map((error) => error.path).sort();
    expect(paths).toEqual([...requiredFields].sort());
  });

  describe('duplicates', () => {
    it('answers 409 naming the e-mail, compared without case', async () => {
      const first = await signUp(ctx);
      const response = await signup(signupBody({ email: first.body.email.toUpperCase() }));
      expect(response.statusCode).toBe(409);
      expect((response.json() as ErrorBody).errors?.map(pathAndMessage)).toEqual([
        { path: 'email', message: expect.stringMatching(/email/) },
      ]);
    });

    it('answers 409 naming the enrollment number, compared without case', async () => {
      const first = await signUp(ctx);
      const response = await signup(signupBody({ enrollmentNumber: first.body.enrollmentNumber.toLowerCase() }));
      expect(response.statusCode).toBe(409);
      expect((response.json() as ErrorBody).errors?.map((error) => error.path)).toEqual(['enrollmentNumber']);
    });

    it('answers 409 naming the phone, whatever way the number is written', async () => {
      const first = await signUp(ctx);
      const response = await signup(signupBody({ phone: `+91 ${first.body.phone}` }));
      expect(response.statusCode).toBe(409);
      expect((response.json() as ErrorBody).errors?.map((error) => error.path)).toEqual(['phone']);
    });

    it('names every duplicate field when several are taken', async () => {
      const first = await signUp(ctx);
      const response = await signup({ ...first.body });
      expect(response.statusCode).toBe(409);
      expect((response.json() as ErrorBody).errors?.map((error) => error.path)).toEqual([
        'email',
        'enrollmentNumber',
        'phone',
      ]);
    });

    it('lets exactly one of two simultaneous identical sign-ups through', async () => {
      const body = signupBody();
      const responses = await Promise.all([signup(body), signup(body)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    });
  });

  describe('malformed requests', () => {
    it('answers 413 for a body over the limit', async () => {
      const response = await signup(signupBody({ fullName: 'x'.repeat(200 * 1024) }));
      expect(response.statusCode).toBe(413);
      expect((response.json() as ErrorBody).message).toMatch(/too large/);
    });

    it('answers 400 for malformed JSON', async () => {
      const response = await signup('{"email": "a@b.c",', { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Request body is not valid JSON' });
    });

    it('answers 400 for a JSON array or string body', async () => {
      for (const payload of ['[1,2]', '"text"', 'null']) {
        const response = await signup(payload, { 'content-type': 'application/json' });
        expect(response.statusCode).toBe(400);
        expect((response.json() as ErrorBody).success).toBe(false);
      }
    });

    it('answers 415 for a body that is not JSON', async () => {
      const response = await signup('fullName=x', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(response.statusCode).toBe(415);
    });

    it('refuses prototype-pollution keys', async () => {
      const payload = JSON.stringify({ ...signupBody(), __proto__: { isAdmin: true } }).replace(
        '"password"',
        '"__proto__":{"isAdmin":true},"password"',
      );
      const response = await signup(payload, { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it('never answers with a server error or a stack trace', async () => {
      const payloads = [
        { fullName: ['array'] },
        { yearOfPassing: null, phone: null },
        { email: 'a\u0000@example.org' },
        { fullName: "Robert'); DROP TABLE users;--" },
        { password: { $gt: '' } },
      ];
      for (const overrides of payloads) {
        const response = await signup(signupBody(overrides));
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
      }
    });
  });
});
