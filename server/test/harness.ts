import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AnyEndpoint,
  type BodyOf,
  type ConsentPurpose,
  type DataOf,
  ERASURE_WAIT_HOURS,
  endpointUrl,
  type ItemOf,
  methodOf,
  type ParamsOf,
  pathOf,
  type QueryOf,
  todayIn,
} from '@alumni/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { recordConsents } from '../src/db/consent.js';
import { pictures, users } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createSession } from '../src/modules/auth/sessions.js';
import type { ServerModule } from '../src/modules/index.js';
import { loadInstitution } from '../src/modules/institution/load.js';

/** Where a test adds routes of its own to its app (cache-tags, caching, message-keys tests). */
export const TEST_ROUTES = /^\/api\/test\//;

/**
 * A database handle for tests; `connectAgain` opens a second, independent connection to the same
 * database, as a second server process would (PGlite lives in one process: there it is shared).
 */
export type TestDatabase = DatabaseHandle & { connectAgain(): Promise<DatabaseHandle> };

/** A fresh, migrated database for one test file: PGlite from the run's template, or a new PostgreSQL database. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `alumni_test_${randomBytes(6).toString('hex')}`;
    // A copy of the run's migrated template (global-setup.ts); migrating here checks it is current.
    const template = inject('postgresTemplate');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 });
    await database.migrate();
    return {
      ...database,
      connectAgain: () => openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 }),
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const template = readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase({ driver: 'pglite', loadDataDir: new Blob([template]) });
  return { ...database, connectAgain: async () => ({ ...database, close: async () => {} }) };
}

/**
 * Writes the run's migrated template into an on-disk data folder, for a server process started on
 * it: the process then opens a migrated database instead of migrating a new one (PGlite runs every
 * migration in WebAssembly, seconds each start).
 */
export async function loadTemplateInto(dataDir: string): Promise<void> {
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  await (await openDatabase({ driver: 'pglite', dataDir, loadDataDir: template })).close();
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'alumni-test-data-')),
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    AUTH_REQUESTS_PER_MINUTE_PER_IP: '10000',
    LOGIN_MAX_FAILURES_PER_IP: '10000',
    SEARCH_REQUESTS_PER_MINUTE: '10000',
    SEARCH_REQUESTS_PER_MINUTE_PER_IP: '10000',
    // Most suites are about other features; verification.test.ts and the authorization matrix run "required".
    VERIFICATION_POLICY: 'open',
    // A Monday-morning run would otherwise get the scheduled digest in the middle of other suites' mail;
    // notices-mail.test.ts calls the schedule itself.
    WEEKLY_DIGEST: 'false',
    ...env,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * A second server process on the same database as `ctx` (its own app and connection), for the
 * describe block that calls this: what one process writes must show in the other. The returned
 * context is filled before the block's tests run and closed after them.
 */
export function useSecondProcess(ctx: TestContext, env: Record<string, string> = {}): TestContext {
  const other = {} as TestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await ctx.database.connectAgain();
    const app = await buildApp({
      config: testConfig(env),
      database,
      institution: loadInstitution(ctx.config.institutionConfigPath),
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
    Object.assign(other, { ...ctx, app, request: (options: InjectOptions) => app.inject(options) });
  });
  afterAll(async () => close?.());
  return other;
}

/**
 * Builds the real app on a clean database for the current test file; `env` overrides
 * configuration, `beforeReady` may add routes before the app starts.
 */
export function useTestApp(
  options: {
    /** Configuration; a function is read when the app is built (after earlier beforeAll hooks, e.g. a mail server's). */
    env?: Record<string, string> | (() => Record<string, string>);
    beforeReady?: (app: FastifyInstance) => void;
    /** The feature modules (SERVER_MODULES when not given): new-module.test.ts adds a throwaway one. */
    modules?: readonly ServerModule[];
  } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.config = testConfig(typeof options.env === 'function' ? options.env() : options.env);
    context.database = await openTestDatabase();
    const file = context.config.institutionConfigPath;
    const institutions = { en: loadInstitution(file, 'en'), bn: loadInstitution(file, 'bn') };
    context.app = await buildApp({
      config: context.config,
      database: context.database,
      institution: institutions.en,
      institutions,
      ...(options.modules && { modules: options.modules }),
      // Tests add routes of their own under /api/test/ (a failing handler, an undeclared write): the endpoint table need not declare them.
      undeclaredRoutes: TEST_ROUTES,
    });
    options.beforeReady?.(context.app);
    await context.app.ready();
    context.request = (injectOptions) => context.app.inject(injectOptions);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    if (context.config) rmSync(context.config.dataDir, { recursive: true, force: true });
  });
  return context;
}

/** A field error as these suites compare it: where and what it says (its key and params: languages.test.ts). */
export function pathAndMessage({ path, message }: { path: string; message: string }) {
  return { path, message };
}

/** A calendar day `days` from today in the institution's time zone, as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return new Date(Date.parse(`${todayIn('Asia/Kolkata')}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The smallest valid bodies for creating a story, an event (ten days ahead, unless `overrides`
 * say otherwise) and a job: every suite's one definition, spread with what a test changes.
 */
export const storyBody = { title: 'T', date: '2025-01-01', category: 'C', author: 'A', content: 'Body' };
export const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'E',
  date: daysFromToday(10),
  time: '10:00',
  location: 'L',
  category: 'C',
  contactEmail: 'e@example.org',
  description: 'D',
  linkToJoin: 'https://example.org/j',
  presenterName: 'P',
  presenterLink: 'https://example.org/p',
  ...overrides,
});
export const jobBody = {
  jobTitle: 'J',
  company: 'C',
  location: 'L',
  jobType: 'Full-time',
  description: 'D',
  requirements: 'R',
  salary: 'S',
  applyLink: 'https://example.org/apply',
};

let sequence = 0;

/** A valid sign-up body whose unique fields (email, enrollment number, phone) no other call repeats. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const unique = `${process.pid % 1000}${String(sequence).padStart(4, '0')}`;
  return {
    collegeName: 'Kalyani Government Engineering College',
    programme: 'Computer Science Engineering',
    fullName: 'Sudipta Bose',
    yearOfPassing: 2015,
    enrollmentNumber: `KGEC/2015/${unique}`,
    phone: `98${unique.padStart(8, '0')}`,
    email: `sudipta.${unique}@example.org`,
    password: 'correct horse battery',
    ...overrides,
  };
}

export async function signUp(context: TestContext, overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const response = await context.request({ method: 'POST', url: '/api/v1/users/signup', payload: body });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json() as { data: { token: string; user: { _id: string } } };
  return { body, token: data.token, userId: data.user._id };
}

/** The session header the API takes (the raw token; login.test.ts covers the "Bearer" spelling). */
export const as = (token: string) => ({ authorization: token });

/** An API answer as the suites read it: the status, the envelope's parts (`data` typed as asked) and the raw response. */
export interface ApiAnswer<T> {
  statusCode: number;
  data: T;
  message: string;
  /** The raw body, for `expect(statusCode, body)` messages and non-JSON answers. */
  body: string;
  response: LightMyRequestResponse;
}

type Headers = Record<string, string>;
/** What `data` holds in an endpoint's answer: a page's items, or its data. */
type AnswerOf<E> = [ItemOf<E>] extends [never] ? DataOf<E> : ItemOf<E>[];

/** The URL of a contract entry (`endpoints.events.one`) with its parameters and query filled. */
export function urlFor<E extends AnyEndpoint>(endpoint: E, params?: ParamsOf<E>, query?: QueryOf<E>): string {
  return endpointUrl(pathOf(endpoint), params as Record<string, string> | undefined, query as object | undefined);
}

/**
 * A raw request to a contract entry, answered with the injected response as it came: for tests
 * that read headers, send a body that is wrong on purpose, or check a status without the envelope.
 * `client(ctx, token).call(entry, input)` is the typed way for everything else.
 */
export function requestTo(
  context: TestContext,
  endpoint: AnyEndpoint,
  options: {
    params?: Record<string, string>;
    query?: object;
    payload?: InjectOptions['payload'];
    headers?: Record<string, string>;
    token?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const { params, query, payload, headers = {}, token } = options;
  return context.request({
    method: methodOf(endpoint),
    url: endpointUrl(pathOf(endpoint), params, query),
    headers: { ...(token ? as(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

/**
 * One way for a test to call the API: `client(ctx, token).get<Story[]>(url)` answers with the
 * envelope's `data` typed as given. Without a token it calls signed out.
 */
export function client(context: TestContext, token?: string) {
  async function send<T>(method: InjectOptions['method'], url: string, payload?: object, headers: Headers = {}) {
    const response = await context.request({
      method,
      url,
      headers: { ...(token ? as(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
    const json = /json/.test(String(response.headers['content-type'] ?? '')) ? response.json() : undefined;
    return {
      statusCode: response.statusCode,
      data: json?.data as T,
      message: json?.message as string,
      body: response.body,
      response,
    } satisfies ApiAnswer<T>;
  }
  return {
    /**
     * Calls an endpoint of the contract's table by its entry (`endpoints.stories.create`), the
     * answer's `data` typed from it: `{ params, query, body }` as the web client sends them.
     */
    call: <E extends AnyEndpoint>(
      endpoint: E,
      input: { params?: ParamsOf<E>; query?: QueryOf<E>; body?: BodyOf<E> } = {},
      headers?: Headers,
    ) =>
      send<AnswerOf<E>>(
        methodOf(endpoint),
        endpointUrl(pathOf(endpoint), input.params as Record<string, string> | undefined, input.query as object),
        input.body as object | undefined,
        headers,
      ),
    get: <T = unknown>(url: string, headers?: Headers) => send<T>('GET', url, undefined, headers),
    post: <T = unknown>(url: string, payload: object = {}, headers?: Headers) => send<T>('POST', url, payload, headers),
    put: <T = unknown>(url: string, payload: object = {}, headers?: Headers) => send<T>('PUT', url, payload, headers),
    patch: <T = unknown>(url: string, payload: object = {}, headers?: Headers) =>
      send<T>('PATCH', url, payload, headers),
    delete: <T = unknown>(url: string, payload?: object, headers?: Headers) => send<T>('DELETE', url, payload, headers),
  };
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string | string[]>,
  file?: { field: string; filename: string; contentType: string; content: Buffer },
) {
  const boundary = `----alumni${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let knownPasswordHash: Promise<string> | null = null;

/**
 * A signed-in user made straight in the database: as real as a sign-up (same row, same kind of
 * session) without paying for an argon2 hash each time. Its password is signupBody()'s.
 */
/** What migration 0022 carries over for a member from before the privacy centre (their mail switches are on by default). */
export const CARRIED_OVER_CONSENTS: readonly ConsentPurpose[] = ['directory', 'mentoring', 'digest', 'announcements'];

export async function quickUser(
  context: TestContext,
  options: {
    verification?: 'pending' | 'verified' | 'rejected';
    role?: 'alumnus' | 'admin';
    /**
     * The purposes the member consents to under notice version 1: by default what a member from
     * before the privacy centre carries over (migration 0022; decision 0054), so suites about other
     * features find them listed and mailed as before.
     */
    consents?: readonly ConsentPurpose[];
  } = {},
) {
  const body = signupBody();
  // Like a sign-up: verified at once when verification is open, pending otherwise, unless asked.
  const verification = options.verification ?? (context.config.verificationPolicy === 'open' ? 'verified' : 'pending');
  knownPasswordHash ??= hashPassword(body.password);
  const [row] = await context.database.db
    .insert(users)
    .values({
      email: body.email,
      passwordHash: await knownPasswordHash,
      fullName: body.fullName,
      collegeName: body.collegeName,
      programme: body.programme,
      yearOfPassing: body.yearOfPassing,
      enrollmentNumber: body.enrollmentNumber.toUpperCase(),
      phone: body.phone,
      role: options.role ?? 'alumnus',
      verificationStatus: verification,
      verifiedAt: verification === 'verified' ? new Date() : null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  const granted = options.consents ?? CARRIED_OVER_CONSENTS;
  await recordConsents(
    context.database.db,
    row.id,
    granted.map((purpose) => ({ purpose, granted: true })),
    1,
    'migration',
  );
  const session = await createSession(context.database.db, row.id, 3_600_000);
  return { body, token: session.token, userId: row.id };
}

/**
 * Deletes the accounts whose deletion was asked for, as the erasure job does once their 48 hours
 * are over (decision 0059): the clock the job reads is moved `hours` on.
 */
export function eraseDueAccounts(context: TestContext, hours = ERASURE_WAIT_HOURS) {
  return context.app.eraseDueAccounts(new Date(Date.now() + hours * 3_600_000 + 1_000));
}

/** The names of the stored pictures (one per size), as their URLs end: `<key>-<size>.webp`. */
export async function storedPictures(context: TestContext): Promise<string[]> {
  const rows = await context.database.db.select({ key: pictures.key, size: pictures.size }).from(pictures);
  return rows.map((row) => `${row.key}-${row.size}.webp`).sort();
}

/** Every route of the app's OpenAPI document, as `METHOD /path` with `:name` parameters (what the authorization matrix covers). */
export async function registeredRoutes(context: TestContext): Promise<string[]> {
  const document = (await context.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}
