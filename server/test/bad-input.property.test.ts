import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { type AnyEndpoint, endpoints, todayIn } from '@alumni/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { hashToken } from '../src/modules/auth/sessions.js';
import {
  as,
  eventBody,
  jobBody,
  quickUser,
  requestTo,
  storyBody,
  type TestContext,
  urlFor,
  useTestApp,
} from './harness.js';

/**
 * Every API route, sent random and hostile bodies, query strings, headers and path ids, as an
 * anonymous visitor and as a signed-in alumnus. Properties that must hold for every request:
 * no 5xx, no stack trace or server path in the answer, every error is the envelope with a
 * human message, and a refused request (4xx) leaves the database as it was. The routes come
 * from the app's OpenAPI document, so a new route is covered without touching this file.
 *
 * BAD_INPUT_RUNS (cases per route and caller) and BAD_INPUT_SEED replay or widen a run.
 */
const ctx = useTestApp({
  env: {
    // Forwarded headers are read, so hostile X-Forwarded-* values reach the code that parses them.
    TRUST_PROXY: '1',
    MESSAGES_PER_WINDOW: '100000',
    CONTACT_MESSAGES_PER_HOUR: '100000',
    AUTH_REQUESTS_PER_MINUTE_PER_IP: '100000',
  },
});

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 20);
const SEED = process.env.BAD_INPUT_SEED === undefined ? undefined : Number(process.env.BAD_INPUT_SEED);
/**
 * Failed sign-ins are counted on purpose (login throttling): that table may change on a 401. The
 * mail worker marks queued mail sent in the background, whatever the request; a refused request
 * that queued a mail would still show in mail_tokens or users, which every mail's cause changes.
 */
const TABLES_ALLOWED_TO_CHANGE_ON_REFUSAL = new Set(['auth_throttle', 'mail_outbox']);

// ---------------------------------------------------------------------------------------------
// The routes, from the OpenAPI document.

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  bodySchema: JsonSchema | undefined;
  /** Field names worth sending: the body's, or for a schemaless body the fields of what the route answers. */
  fieldNames: string[];
}

/** The API's routes: the few pages the server renders itself (the unsubscribe link's) answer people in HTML, not the API's envelope. */
function routesOf(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const api = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/'));
  return api.flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const answered = operation.responses?.['200']?.content?.['application/json']?.schema?.properties?.data;
      const fieldNames = Object.keys(bodySchema?.properties ?? answered?.properties ?? {});
      return {
        method: method.toUpperCase() as Route['method'],
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        bodySchema,
        fieldNames,
      };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Hostile values.

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '\uDFFF',
  'x\uDBFF',
  '\uDC00y',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  '\u200B',
  '\u200D\u200C\uFEFF',
  '\uFFFE\uFFFF',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈'.repeat(50),
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̸̢̛̯͈͇̙͎̲̦̣̰̓̓̈́̑̓̿̿̔̚͝a̷l̷g̷o̷',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; select pg_sleep(5)',
  '%_\\',
  '\\',
  "\\'",
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text.
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..%2f..%2f',
  'C:\\Windows\\win.ini',
  '\r\nX-Injected: 1',
  '\t\n\v\f\r',
  'Reunion\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Re-verify your account',
  'a\rb',
  'a\nb',
  'a\u0007b\u0008c\u001b[2J',
  '\u007f\u0085\u009f',
  'line\u2028separator\u2029',
  '=HYPERLINK("https://evil.example")\r\n',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
  '-0',
  '1e309',
  '0x10',
  '9007199254740993',
  '2147483648',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '2025-02-30',
  '9999-12-31',
  '0000-01-01',
  '25:61',
  'a@b',
  '@',
  'x@example.org\u0000',
  'https://example.org/\u0000',
  'data:text/html,<script>alert(1)</script>',
];

const NUMBER_TOKENS = [
  '0',
  '-0',
  '-1',
  '1e309',
  '-1e309',
  '1e-400',
  '0.1',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '123456789012345678901234567890',
  '1.7976931348623157e308',
  '5e-324',
  '2015.5',
];

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 10 }))
      .map(([a, b]) => a + b),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'é', '😀', '\u0000', '<', "'", '\uD800'), fc.integer({ min: 200, max: 12_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** A JSON-like tree that can hold what JSON.stringify cannot: duplicate and __proto__ keys, raw number tokens. */
type Tree =
  | { kind: 'raw'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'array'; items: Tree[] }
  | { kind: 'object'; entries: [string, Tree][] };

function serialize(tree: Tree): string {
  switch (tree.kind) {
    case 'raw':
      return tree.text;
    case 'string':
      return JSON.stringify(tree.value);
    case 'array':
      return `[${tree.items.map(serialize).join(',')}]`;
    case 'object':
      return `{${tree.entries.map(([key, value]) => `${JSON.stringify(key)}:${serialize(value)}`).join(',')}}`;
  }
}

const raw = (text: string): Tree => ({ kind: 'raw', text });
const str = (value: string): Tree => ({ kind: 'string', value });

const hostileScalar: fc.Arbitrary<Tree> = fc.oneof(
  { weight: 5, arbitrary: hostileString.map(str) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_TOKENS).map(raw) },
  { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null').map(raw) },
  { weight: 1, arbitrary: fc.double().map((n) => raw(Number.isFinite(n) ? JSON.stringify(n) : '1e309')) },
);

function hostileTree(keys: string[]): fc.Arbitrary<Tree> {
  const key = fc.oneof(
    { weight: 3, arbitrary: keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('x') },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: hostileString },
  );
  return fc.letrec<{ tree: Tree }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 4, arbitrary: hostileScalar },
      {
        weight: 1,
        arbitrary: fc.array(tie('tree'), { maxLength: 4 }).map((items): Tree => ({ kind: 'array', items })),
      },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.tuple(key, tie('tree')), { maxLength: 4 })
          .map((entries): Tree => ({ kind: 'object', entries })),
      },
    ),
  })).tree;
}

// ---------------------------------------------------------------------------------------------
// Values a real client would send, so that one hostile field among valid ones gets past validation.

interface World {
  member: { token: string; userId: string; email: string };
  peer: { token: string; userId: string };
  /** Ids of real rows: the member's and the peer's stories, events and jobs, and both users. */
  ids: string[];
  colleges: string[];
  programmes: string[];
}

const PASSWORD = 'correct horse battery';
const inDays = (days: number) =>
  new Date(Date.parse(`${todayIn('Asia/Kolkata')}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function plausible(name: string, schema: JsonSchema | undefined, world: World): fc.Arbitrary<Tree> {
  const options: Tree[] = [];
  if (schema?.enum) options.push(...schema.enum.map((value) => raw(JSON.stringify(value))));
  const lower = name.toLowerCase();
  if (lower.includes('college')) options.push(...world.colleges.slice(0, 3).map(str));
  if (lower.includes('programme')) options.push(...world.programmes.slice(0, 3).map(str));
  if (lower.includes('email')) options.push(str(world.member.email), str('someone@example.org'));
  if (lower.includes('password')) options.push(str(PASSWORD), str('another long password'));
  if (lower.includes('link') || lower.includes('url')) options.push(str('https://example.org/page'));
  if (lower.includes('date') || lower.includes('expires') || lower === 'dob') options.push(str(inDays(10)));
  if (lower.includes('time')) options.push(str('10:00'));
  if (lower.includes('year')) options.push(raw('2015'), str('2015'));
  if (lower.includes('phone')) options.push(str('9876543210'));
  if (lower.includes('enrollment')) options.push(str('KGEC/2015/0001'));
  if (lower.endsWith('id')) options.push(str(world.peer.userId), ...world.ids.map(str));
  if (lower === 'gender') options.push(str('female'));
  if (schema?.type === 'boolean') options.push(raw('true'), raw('false'));
  if (schema?.type === 'integer' || schema?.type === 'number') {
    options.push(raw(String(schema.minimum ?? 1)), raw(String(schema.maximum ?? 20)));
  }
  if (schema?.type === 'array' && lower.endsWith('uris')) {
    options.push({ kind: 'array', items: [str('https://app.example.org/callback')] });
  } else if (schema?.type === 'array' && schema.items?.enum) {
    options.push({ kind: 'array', items: [raw(JSON.stringify(schema.items.enum[0]))] });
  } else if (schema?.type === 'array') options.push({ kind: 'array', items: [str('Plain text')] });
  if (options.length === 0) options.push(str('Plain text'));
  return fc.constantFrom(...options);
}

// ---------------------------------------------------------------------------------------------
// Requests.

interface Body {
  payload: string | Buffer | undefined;
  contentType: string | undefined;
}

const jsonBody = (text: string): Body => ({ payload: text, contentType: 'application/json' });

const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  'NaN',
  '{"limit":NaN}',
  '{"x":Infinity}',
  '"\\ud800"',
  '"\\u0000"',
  '[1,2,3]',
  'null',
  '0',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
];

function multipartBody(
  fields: [string, string][],
  file: { name: string; type: string; bytes: Uint8Array } | null,
): Body {
  const boundary = '----hostileBoundary7MA4YWxkTrZu0gW';
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Uint8Array[] = parts.map((part) => Buffer.from(part));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profilePicture"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const FILE_CONTENTS = [
  Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\rIHDR', 'latin1'),
  Buffer.from('\xff\xd8\xff\xe0\0\x10JFIF', 'latin1'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
  Buffer.from('GIF89a<script>alert(1)</script>'),
  Buffer.from('RIFF\0\0\0\0WEBPVP8 '),
  Buffer.alloc(0),
];

function bodyFor(route: Route, world: World): fc.Arbitrary<Body> {
  const keys = route.fieldNames;
  const names = keys.length > 0 ? keys : ['x'];
  // Valid-looking values everywhere but in one field (or none), which gets hostile text (that
  // may well pass validation and reach the database) or any hostile value; maybe extra keys.
  const mostlyValidObject = fc
    .tuple(
      fc.tuple(...names.map((name) => plausible(name, route.bodySchema?.properties?.[name], world))),
      fc.integer({ min: -1, max: names.length - 1 }),
      fc.oneof({ weight: 3, arbitrary: hostileString.map(str) }, { weight: 1, arbitrary: hostileTree(keys) }),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileString), hostileTree(keys)), {
        maxLength: 2,
      }),
    )
    .map(([values, hostileAt, hostile, extra]) => {
      const entries: [string, Tree][] = names.map((name, index) => [
        name,
        index === hostileAt ? hostile : (values[index] as Tree),
      ]);
      return jsonBody(serialize({ kind: 'object', entries: [...entries, ...extra] }));
    });
  const hostileJson = hostileTree(keys).map((tree) => jsonBody(serialize(tree)));
  const malformed = fc.constantFrom(...RAW_BODIES).map(jsonBody);
  const deep = fc
    .tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 100, max: 20_000 }))
    .map(([open, depth]) => jsonBody(open.repeat(depth) + (open === '[' ? ']' : '1}').repeat(depth)));
  const huge = fc.integer({ min: 100_000, max: 140_000 }).map((size) => jsonBody(`{"x":"${'x'.repeat(size)}"}`));
  const otherType = fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'application/json\u0000',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'image/png',
        '*/*',
        'application/json, text/plain',
      ),
      hostileString,
    )
    .map(([contentType, text]): Body => ({ payload: text, contentType }));
  const fieldName = fc.oneof(fc.constantFrom(...(keys.length > 0 ? keys : ['x']), ...PROTOTYPE_KEYS), hostileString);
  const form = fc
    .tuple(
      fc.array(fc.tuple(fieldName, hostileString), { maxLength: 5 }),
      fc.option(
        fc.record({
          name: fc.oneof(fc.constantFrom('a.png', 'a.svg', '../../x.png', 'a".png', 'a\r\nb.png'), hostileString),
          type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'text/html', 'x/y'),
          bytes: fc.oneof(fc.constantFrom(...FILE_CONTENTS), fc.uint8Array({ maxLength: 2000 }).map(Buffer.from)),
        }),
      ),
    )
    .map(([fields, file]) => multipartBody(fields, file));
  return fc.oneof(
    { weight: 5, arbitrary: mostlyValidObject },
    { weight: 3, arbitrary: hostileJson },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
    { weight: 1, arbitrary: otherType },
    { weight: 1, arbitrary: form },
    { weight: 1, arbitrary: fc.constant<Body>({ payload: undefined, contentType: undefined }) },
  );
}

/** Percent-encodes like a browser would, except that lone surrogates go out as the invalid bytes they are. */
function encode(value: string): string {
  return Array.from(value)
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      }
      return encodeURIComponent(char);
    })
    .join('');
}

const RAW_QUERY_PIECES = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '&&&',
  '==',
  'a[b]=c',
  '__proto__[x]=1',
  '__proto__=1',
  'constructor[prototype][x]=1',
  'limit=1&limit=2',
  'limit[]=1',
  'cursor=W10',
  'cursor=WyJ4IiwieSJd',
  'cursor=WyIiLCIiLCIiXQ',
  '+',
];

/** Cursors that decode to something: base64url JSON of hostile arrays, so the decoder's checks are exercised. */
const hostileCursor = fc
  .array(hostileString, { minLength: 1, maxLength: 4 })
  .map((parts) => Buffer.from(JSON.stringify(parts)).toString('base64url'));

function queryFor(route: Route, world: World): fc.Arbitrary<string> {
  const declared = route.query.map(({ name, schema }) =>
    fc.option(
      fc
        .oneof(
          plausible(name, schema, world).map((tree) =>
            tree.kind === 'string' ? tree.value : tree.kind === 'raw' ? tree.text : '',
          ),
          hostileString,
          name === 'cursor' ? hostileCursor : hostileString,
          fc.constantFrom(...NUMBER_TOKENS),
        )
        .map((value) => `${encode(name)}=${encode(value)}`),
      { freq: 2 },
    ),
  );
  const extra = fc.array(
    fc.oneof(
      fc.constantFrom(...RAW_QUERY_PIECES),
      fc.tuple(hostileString, hostileString).map(([key, value]) => `${encode(key)}=${encode(value)}`),
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...declared, fc.constant(null)), extra)
    .map(([pairs, more]) => [...pairs.filter((pair): pair is string => pair !== null), ...more].join('&'));
}

function pathIdFor(world: World): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...world.ids, world.member.userId, world.peer.userId) },
    { weight: 1, arbitrary: fc.uuid().map(encode) },
    { weight: 3, arbitrary: hostileString.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%ED%A0%80', '%00', '..', '.', '%2e%2e', '%2F', ';x', 'a?b') },
    { weight: 1, arbitrary: fc.integer({ min: 101, max: 10_000 }).map((n) => 'a'.repeat(n)) },
  );
}

/** Header values as a client can put them on the wire: UTF-8 bytes read as Latin-1, no control characters. */
const headerSafe = (value: string) =>
  Buffer.from(value)
    .toString('latin1')
    .split('')
    .filter((char) => char === '\t' || (char >= ' ' && char !== '\x7f'))
    .join('');

function headersFor(caller: Caller, world: World): fc.Arbitrary<Record<string, string>> {
  const value = hostileString.map(headerSafe);
  const authorization =
    caller === 'member'
      ? fc.oneof(
          { weight: 14, arbitrary: fc.constantFrom(world.member.token, `Bearer ${world.member.token}`) },
          { weight: 1, arbitrary: value.map((v) => `Bearer ${world.member.token}${v}`) },
          { weight: 1, arbitrary: value },
        )
      : fc.oneof(
          value,
          value.map((v) => `Bearer ${v}`),
          fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'a'.repeat(10_000)}`),
        );
  return fc
    .record(
      {
        authorization,
        accept: fc.oneof(value, fc.constantFrom('text/event-stream', 'application/json', '*/*', 'text/html')),
        'accept-encoding': fc.oneof(value, fc.constantFrom('br', 'gzip, deflate', 'identity;q=0', '*')),
        'accept-language': value,
        'if-none-match': fc.oneof(value, fc.constantFrom('*', 'W/"x"', `"${'a'.repeat(5000)}"`)),
        'if-modified-since': value,
        'last-event-id': fc.oneof(value, fc.constantFrom(...world.ids)),
        'x-forwarded-for': fc.oneof(value, fc.constantFrom('1.2.3.4, 5.6.7.8', '::1', '999.999.999.999', 'unknown')),
        'x-forwarded-proto': fc.oneof(value, fc.constantFrom('https', 'http', 'gopher')),
        'x-forwarded-host': value,
        origin: fc.oneof(value, fc.constantFrom('https://evil.example', 'null')),
        cookie: value,
        range: fc.oneof(value, fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=999999999-')),
        'user-agent': value,
        'x-request-id': value,
      },
      { requiredKeys: [] },
    )
    .map((headers) =>
      caller === 'member' && headers.authorization === undefined
        ? { ...headers, authorization: world.member.token }
        : headers,
    );
}

type Caller = 'anonymous' | 'member';

interface HostileRequest {
  method: Route['method'];
  url: string;
  headers: Record<string, string>;
  body: Body;
}

function requestFor(route: Route, caller: Caller, world: World): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      ids: fc.tuple(...route.pathParams.map(() => pathIdFor(world)), fc.constant('')),
      query: queryFor(route, world),
      headers: headersFor(caller, world),
      body:
        route.method === 'GET'
          ? fc.constant<Body>({ payload: undefined, contentType: undefined })
          : bodyFor(route, world),
    })
    .map(({ ids, query, headers, body }) => {
      let index = 0;
      const path = route.path.replace(/\{\w+\}/g, () => ids[index++] ?? '');
      const withType = body.contentType ? { ...headers, 'content-type': body.contentType } : headers;
      return { method: route.method, url: query ? `${path}?${query}` : path, headers: withType, body };
    });
}

// ---------------------------------------------------------------------------------------------
// The checks.

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(request: HostileRequest): Promise<Answer> {
  const response = await ctx.app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
    payloadAsStream: true,
  });
  const contentType = String(response.headers['content-type'] ?? '');
  const stream = response.stream();
  if (contentType.startsWith('text/event-stream')) {
    // A live event stream never ends by itself: the status and type are the answer.
    (response.raw.res as unknown as { destroy(): void }).destroy();
    stream.destroy();
    return { status: response.statusCode, contentType, text: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  let bytes = Buffer.concat(chunks);
  const encoding = String(response.headers['content-encoding'] ?? '');
  if (encoding === 'br') bytes = brotliDecompressSync(bytes);
  else if (encoding === 'gzip') bytes = gunzipSync(bytes);
  else if (encoding === 'deflate') bytes = inflateSync(bytes);
  return { status: response.statusCode, contentType, text: bytes.toString('utf8') };
}

const LEAKS = [/\n\s+at /, /node_modules/, /\/server\/src\//, /\.ts:\d+/, /\bat async\b/];

function describeRequest(request: HostileRequest) {
  const body = request.body.payload === undefined ? '' : String(request.body.payload).slice(0, 300);
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)} ${body}`;
}

function checkAnswer(request: HostileRequest, answer: Answer) {
  const what = describeRequest(request);
  expect(answer.status, `${what}\n-> ${answer.text.slice(0, 500)}`).toBeLessThan(500);
  const sent = `${request.url}${JSON.stringify(request.headers)}${String(request.body.payload ?? '')}`;
  for (const leak of LEAKS) {
    if (!leak.test(sent)) expect(answer.text, `${what}\nleaks ${leak}`).not.toMatch(leak);
  }
  if (answer.status < 400) return;
  expect(answer.contentType, what).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expect(body, what).toMatchObject({ statusCode: answer.status, success: false, message: expect.any(String) });
  const message = body.message as string;
  expect(message.trim().length, `${what}: empty message`).toBeGreaterThan(0);
  expect(message, `${what}: not a human message`).not.toMatch(
    /^\s*[[{]|\[object Object\]|^undefined|^(Fastify|Zod|Type|Range|Syntax)?Error\b|^FST_/,
  );
  if ('errors' in body) {
    expect(Array.isArray(body.errors), what).toBe(true);
    for (const error of body.errors as unknown[]) {
      expect(error, what).toMatchObject({ path: expect.any(String), message: expect.any(String) });
    }
  }
}

let snapshotQuery: string | null = null;

async function rows<Row>(context: TestContext, query: string): Promise<Row[]> {
  return ((await context.database.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;
}

/**
 * Row count and a checksum of every row, per table (equal tables mean an unchanged database), and
 * the next transaction id the server will give, read in the same statement.
 */
interface Snapshot {
  next: string;
  tables: Record<string, string>;
}

const NEXT_TRANSACTION = 'pg_snapshot_xmax(pg_current_snapshot())::text';

async function snapshot(context: TestContext): Promise<Snapshot> {
  if (!snapshotQuery) {
    const tables = await rows<{ table_name: string }>(
      context,
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    );
    snapshotQuery = tables
      .map((row) => row.table_name)
      .filter((name) => !TABLES_ALLOWED_TO_CHANGE_ON_REFUSAL.has(name))
      .map(
        (name) =>
          `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) as sum from "${name}" t`,
      )
      .concat(`select null as name, ${NEXT_TRANSACTION} as sum`)
      .join(' union all ');
  }
  const result = await rows<{ name: string | null; sum: string }>(context, snapshotQuery);
  return {
    next: result.find((row) => row.name === null)?.sum ?? '',
    tables: Object.fromEntries(result.flatMap((row) => (row.name === null ? [] : [[row.name, row.sum]]))),
  };
}

/**
 * The tables now. A write takes a transaction id, so while the next one to be given is still
 * `before`'s, nothing was written since and the tables are `before`'s without reading them all
 * again (on PGlite, the whole check is then one small query). Transaction ids are shared by a
 * PostgreSQL server's databases, so there another test file's writes send this to the full read.
 */
async function tablesSince(context: TestContext, before: Snapshot): Promise<Record<string, string>> {
  const [now] = await rows<{ next: string }>(context, `select ${NEXT_TRANSACTION} as next`);
  return now?.next === before.next ? before.tables : (await snapshot(context)).tables;
}

// ---------------------------------------------------------------------------------------------
// The world the requests run against, rebuilt whenever a request was accepted (it may have changed it).

const story = storyBody;
const event = eventBody;
const job = jobBody;

let institution: { colleges: string[]; programmes: string[] };

async function verifiedUser() {
  const user = await quickUser(ctx);
  await ctx.database.db.execute(sql`update ${users} set verification_status = 'verified' where id = ${user.userId}`);
  return user;
}

async function buildWorld(): Promise<World> {
  const member = await verifiedUser();
  const peer = await verifiedUser();
  const ids: string[] = [];
  for (const author of [member, peer]) {
    for (const [endpoint, payload] of [
      [endpoints.stories.create, story],
      [endpoints.events.create, event()],
      [endpoints.jobs.create, job],
    ] as const) {
      const response = await requestTo(ctx, endpoint, { payload, token: author.token });
      if (response.statusCode !== 201) throw new Error(`world: ${endpoint} ${response.statusCode} ${response.body}`);
      ids.push(response.json().data._id);
    }
  }
  await requestTo(ctx, endpoints.messages.send, {
    token: peer.token,
    payload: { recipientId: member.userId, content: 'Hello' },
  });
  return {
    member: { token: member.token, userId: member.userId, email: member.body.email },
    peer: { token: peer.token, userId: peer.userId },
    ids,
    ...institution,
  };
}

/** Whether an accepted request left the world usable: the member signed in, both people and all items there. */
async function intact(world: World): Promise<boolean> {
  // Only ids this file made and a hex hash go into the SQL text.
  const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');
  const [row] = await rows<{ ok: boolean }>(
    ctx,
    `select (select count(*) from sessions where token_hash = '${hashToken(world.member.token)}' and expires_at > now()) = 1
       and (select count(*) from users where id in (${list([world.member.userId, world.peer.userId])}) and suspended_at is null) = 2
       and (select count(*) from (select id from stories union all select id from events union all select id from jobs) items
            where id in (${list(world.ids)})) = ${world.ids.length} as ok`,
  );
  return row?.ok === true;
}

// ---------------------------------------------------------------------------------------------

let routes: Route[] = [];
let cases = 0;
const outcomes = new Map<number, number>();

beforeAll(async () => {
  const document = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json();
  routes = routesOf(document);
  const config = (await requestTo(ctx, endpoints.institution.config)).json().data as {
    colleges: string[];
    programmeGroups: { programmes: string[] }[];
  };
  institution = {
    colleges: config.colleges,
    programmes: config.programmeGroups.flatMap((group) => group.programmes),
  };
});

afterAll(() => {
  const statuses = [...outcomes.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  // biome-ignore lint/suspicious/noConsole: the number of cases run is this suite's report.
  console.info(`bad-input properties: ${cases} hostile requests on ${routes.length} routes (${statuses})`);
});

describe('hostile input on every API route', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  for (const caller of ['anonymous', 'member'] as const) {
    it(`as ${caller === 'member' ? 'a signed-in alumnus' : 'an anonymous visitor'}: no 5xx, no leak, the envelope, no change when refused`, async () => {
      let world = await buildWorld();
      for (const route of routes) {
        // GET is a safe method: none of its requests, accepted or refused, may change anything, so
        // one snapshot on each side of the run proves it. Other methods are checked request by request.
        const safe = route.method === 'GET';
        const before = await snapshot(ctx);
        let baseline: Snapshot | null = before;
        let arbitraryOf: { world: World; arbitrary: fc.Arbitrary<HostileRequest> } | null = null;
        await fc.assert(
          fc.asyncProperty(
            fc.constant(null).chain(() => {
              if (arbitraryOf?.world !== world) arbitraryOf = { world, arbitrary: requestFor(route, caller, world) };
              return arbitraryOf.arbitrary;
            }),
            async (request) => {
              cases += 1;
              if (!safe) baseline ??= await snapshot(ctx);
              const base = safe ? null : baseline;
              const answer = await send(request);
              outcomes.set(answer.status, (outcomes.get(answer.status) ?? 0) + 1);
              checkAnswer(request, answer);
              if (base === null) return;
              if (answer.status >= 400) {
                expect(
                  await tablesSince(ctx, base),
                  `a refused request changed the database: ${describeRequest(request)}`,
                ).toEqual(base.tables);
              } else {
                // An accepted write may have changed or deleted what the next requests aim at.
                baseline = null;
                if (!(await intact(world))) world = await buildWorld();
              }
            },
          ),
          { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
        if (safe) {
          expect(await tablesSince(ctx, before), `${route.method} ${route.path} changed the database`).toEqual(
            before.tables,
          );
        }
      }
    }, 600_000);
  }
});

/**
 * The OpenID provider's own endpoints (issue 31, decision 0051) are not in the OpenAPI document:
 * the library answers them in OAuth's format, not the envelope. Hostile query strings, form
 * bodies and client credentials there: no 5xx, no leak, and nothing stored (no client matches).
 */
describe('hostile input on the OpenID provider’s own endpoints', () => {
  const PROVIDER_ROUTES: ['GET' | 'POST', string][] = [
    ['GET', '/.well-known/openid-configuration'],
    ['GET', '/oidc/jwks'],
    ['GET', '/oidc/auth'],
    ['POST', '/oidc/auth'],
    ['POST', '/oidc/token'],
    ['GET', '/oidc/me'],
    ['POST', '/oidc/me'],
    ['POST', '/oidc/token/revocation'],
    ['GET', '/oidc/interaction/{uid}'],
  ];
  const PARAMETERS = [
    'client_id',
    'redirect_uri',
    'response_type',
    'scope',
    'state',
    'nonce',
    'code_challenge',
    'code_challenge_method',
    'grant_type',
    'code',
    'code_verifier',
    'token',
    'request',
    'request_uri',
    'prompt',
    'claims',
  ];
  const formOf = fc
    .array(
      fc.oneof(
        fc.tuple(fc.constantFrom(...PARAMETERS), hostileString).map(([key, value]) => `${key}=${encode(value)}`),
        fc.constantFrom(...RAW_QUERY_PIECES),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.join('&'));
  const hostileRequest = fc.record({
    route: fc.constantFrom(...PROVIDER_ROUTES),
    uid: fc.oneof(hostileString.map(encode), fc.constantFrom('%', '%zz', '%ED%A0%80', '%00', '..', '%2F')),
    query: formOf,
    body: formOf,
    authorization: fc.option(
      fc.oneof(
        hostileString.map((value) => `Basic ${Buffer.from(`${value}:${value}`).toString('base64')}`),
        hostileString.map((value) => `Bearer ${headerSafe(value)}`),
        hostileString.map(headerSafe),
      ),
    ),
  });

  it('no 5xx, no leak, nothing stored', async () => {
    const before = await snapshot(ctx);
    await fc.assert(
      fc.asyncProperty(hostileRequest, async ({ route: [method, path], uid, query, body, authorization }) => {
        const url = `${path.replace('{uid}', uid)}?${query}`;
        const response = await ctx.app.inject({
          method,
          url,
          headers: {
            ...(method === 'POST' && { 'content-type': 'application/x-www-form-urlencoded' }),
            ...(authorization !== null && { authorization }),
          },
          ...(method === 'POST' && { payload: body }),
        });
        cases += 1;
        const what = `${method} ${url.slice(0, 300)} ${body.slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        const sent = `${url}${body}${authorization ?? ''}`;
        for (const leak of LEAKS) if (!leak.test(sent)) expect(response.body, what).not.toMatch(leak);
      }),
      { numRuns: RUNS * PROVIDER_ROUTES.length, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    expect(await tablesSince(ctx, before)).toEqual(before.tables);
  }, 600_000);
});

/** Counterexamples the properties found, kept as plain examples so they stay fixed whatever the seed. */
describe('hostile input the properties caught', () => {
  const forged = (parts: string[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

  it('refuses a forged cursor whose parts have the wrong type with a 400, on every paged list', async () => {
    const world = await buildWorld();
    const lists = [
      urlFor(endpoints.stories.list),
      urlFor(endpoints.stories.mine),
      urlFor(endpoints.events.list),
      urlFor(endpoints.events.mine),
      urlFor(endpoints.events.past),
      urlFor(endpoints.jobs.list),
      urlFor(endpoints.jobs.mine),
      urlFor(endpoints.community.directory),
      urlFor(endpoints.community.directory, undefined, { sort: 'year' }),
      urlFor(endpoints.messages.inbox),
      urlFor(endpoints.messages.conversation, { userId: world.peer.userId }),
    ];
    for (const list of lists) {
      for (const cursor of [
        forged(['', '']),
        forged(['', '', '']),
        forged(['x\u0000', 'y']),
        forged(['99999999999', 'a', 'b']),
        forged(['2025-02-30', '10:00', 'z']),
      ]) {
        const url = `${list}${list.includes('?') ? '&' : '?'}cursor=${cursor}`;
        const response = await ctx.request({ method: 'GET', url, headers: as(world.member.token) });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({ success: false, errors: [{ path: 'cursor' }] });
      }
    }
  });

  it('answers a malformed or over-long address with the 400 envelope, not the framework’s own body', async () => {
    // Literal paths on purpose: the addresses themselves are malformed (over-long, bad percent-encoding).
    for (const url of [`/api/v1/user/story/${'a'.repeat(101)}`, '/api/v1/user/story/%zz', '/api/v1/users/%E0%A4%A']) {
      const response = await ctx.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ statusCode: 400, success: false, code: 'BAD_REQUEST' });
    }
  });

  it('refuses a multipart body without a usable boundary, or cut off, with a 400', async () => {
    const world = await buildWorld();
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      'multipart/form-data; boundary=xyz',
    ]) {
      const response = await requestTo(ctx, endpoints.profile.update, {
        headers: { ...as(world.member.token), 'content-type': contentType },
        payload: '--xyz\r\nContent-Disposition: form-data; name="branch"\r\n\r\nVLSI',
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json(), contentType).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
  });

  it('refuses text with a NUL character (PostgreSQL cannot store it) with a 400 naming the field, storing nothing', async () => {
    const world = await buildWorld();
    const before = await snapshot(ctx);
    const story = await requestTo(ctx, endpoints.stories.create, {
      token: world.member.token,
      payload: { title: 'T\u0000', date: '2025-01-01', category: 'C', author: 'A', content: 'Body' },
    });
    expect(story.statusCode).toBe(400);
    expect(story.json()).toMatchObject({
      errors: [{ path: 'title', message: 'The field "title" may not contain the NUL character' }],
    });
    // A query key is the sender's word: it is quoted, so "undefined" cannot open the message.
    const strayKey = await ctx.request({
      method: 'POST',
      url: `${urlFor(endpoints.stories.create)}?undefined=%00`,
      headers: as(world.member.token),
      payload: { title: 'T', date: '2025-01-01', category: 'C', author: 'A', content: 'Body' },
    });
    expect(strayKey.statusCode).toBe(400);
    expect(strayKey.json()).toMatchObject({
      message: 'The query parameter "undefined" may not contain the NUL character',
      errors: [{ path: 'undefined' }],
    });
    const search = await requestTo(ctx, endpoints.community.directory, {
      query: { q: 'a\u0000b' },
      token: world.member.token,
    });
    expect(search.statusCode).toBe(400);
    const form = multipartBody([['branch', 'VLSI\u0000']], null);
    const profile = await requestTo(ctx, endpoints.profile.update, {
      headers: { ...as(world.member.token), 'content-type': form.contentType as string },
      payload: form.payload,
    });
    expect(profile.statusCode).toBe(400);
    expect(await tablesSince(ctx, before)).toEqual(before.tables);
  });
});

/**
 * Line breaks and control characters in every text field of every route (issue 28): a one-line
 * field (a title, a name, a place, a subject, a search) refuses both with a 400 naming it; a
 * multi-line field (listed below, so a new one is a decision someone wrote down) keeps line
 * breaks and tabs and refuses other control characters. The fields come from the OpenAPI
 * document, so a new route's fields are covered without touching this file.
 */
describe('line breaks and control characters in every text field', () => {
  /** The fields that may hold several lines, by route: content, descriptions, reasons, message bodies. */
  const MULTI_LINE_FIELDS = new Map<AnyEndpoint, string[]>([
    [endpoints.stories.create, ['content', 'description']],
    [endpoints.stories.update, ['content', 'description']],
    [endpoints.events.create, ['description']],
    [endpoints.events.update, ['description']],
    [endpoints.jobs.create, ['description', 'requirements']],
    [endpoints.jobs.update, ['description', 'requirements']],
    [endpoints.messages.send, ['content']],
    [endpoints.mentoring.ask, ['message']],
    [endpoints.contact.send, ['message']],
    [endpoints.contact.sendPublic, ['message']],
    [endpoints.profile.update, ['address', 'experience']],
    [endpoints.notifications.announce, ['body']],
    [endpoints.donation.create, ['description']],
    [endpoints.donation.update, ['description']],
    [endpoints.moderation.report, ['reason']],
    [endpoints.stories.requestReview, ['note']],
    [endpoints.contact.reply, ['message']],
    [endpoints.rights.fileRequest, ['text']],
    [endpoints.rights.answer, ['text']],
  ]);
  /** A route of the OpenAPI document as its entry spells it: `{id}` there is `:id` in the contract. */
  const entryOf = (route: Route) => `${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}` as AnyEndpoint;
  /** Admin actions take a reason in a dialog's text area: every `reason` of an admin route is multi-line. */
  const isMultiLine = (route: Route, field: string) =>
    MULTI_LINE_FIELDS.get(entryOf(route))?.includes(field) === true ||
    // A prefix of many routes, not one endpoint: literal on purpose.
    (field === 'reason' && route.path.startsWith('/api/v1/admin/'));
  /** Passwords are secrets, never shown or written into a file: any character may be part of one. */
  const SECRET = /password$/i;
  /**
   * Fields whose value has a shape of its own (an id, an address, a date, a token, a number sent
   * as text): refused with their own message, so only refusal is asked of them.
   */
  const SHAPED =
    /(^|[a-z])(id|Id|email|Email|link|Link|url|Url|date|Date|time|Time|token|Token|ticket|returnTo|phone|cursor|chapter|expiresAt|dob)$/;
  /** An outside provider's answer (its state, code, error…), checked by the OpenID client: refusal only is asked. */
  const isProviderAnswer = (route: Route) => entryOf(route) === endpoints.identities.callback;
  const isNumberOrText = (schema: JsonSchema | undefined) =>
    (schema?.anyOf ?? []).some((option) => option.type === 'number' || option.type === 'integer');

  const isText = (schema: JsonSchema | undefined): boolean =>
    schema !== undefined &&
    schema.enum === undefined &&
    (schema.type === 'string' || (schema.anyOf ?? []).some((option) => isText(option)));
  /** Path parameters that reach the body's validation: a well-formed id, a content type. */
  const pathOf = (route: Route) =>
    route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      name === 'type' ? 'story' : '7d1b0c1e-2f0a-4a59-9a59-2f0a4a599a59',
    );

  it('refuses them in one-line fields, and keeps line breaks in multi-line ones, on every route', async () => {
    const world = await buildWorld();
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const checked: string[] = [];
    const problems: string[] = [];
    for (const route of routes.filter((each) => each.method !== 'GET')) {
      const properties = route.bodySchema?.properties ?? {};
      const textFields = Object.keys(properties).filter((name) => isText(properties[name]));
      for (const field of textFields) {
        for (const [kind, value] of [
          ['line break', 'Plain\r\ntext'],
          ['control character', 'Plain\u0007text'],
        ] as const) {
          const entries: [string, Tree][] = Object.keys(properties).map((name) => [
            name,
            name === field
              ? str(value)
              : (fc.sample(plausible(name, properties[name], world), { numRuns: 1, seed: 1 })[0] as Tree),
          ]);
          const response = await ctx.request({
            method: route.method,
            url: pathOf(route),
            headers: { authorization: admin.token, 'content-type': 'application/json' },
            payload: serialize({ kind: 'object', entries }),
          });
          const what = `${route.method} ${route.path} ${field} (${kind}): ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          const errors = (response.statusCode === 400 ? (response.json().errors ?? []) : []) as {
            path: string;
            key?: string;
          }[];
          const keyAtField = errors.find((error) => error.path === field)?.key;
          checked.push(`${route.method} ${route.path} ${field}`);
          if (SECRET.test(field)) continue;
          if (SHAPED.test(field) || isNumberOrText(properties[field])) {
            if (response.statusCode < 400) problems.push(`accepted: ${what}`);
          } else if (isMultiLine(route, field)) {
            if (kind === 'line break' && keyAtField !== undefined) problems.push(`refused a line break: ${what}`);
            if (kind === 'control character' && keyAtField !== 'field.control_characters') {
              problems.push(`no field.control_characters: ${what}`);
            }
          } else if (keyAtField !== 'field.one_line') problems.push(`no field.one_line: ${what}`);
        }
      }
    }
    for (const route of routes) {
      for (const { name } of route.query.filter((parameter) => isText(parameter.schema))) {
        const url = `${pathOf(route)}?${name}=${encodeURIComponent('Plain\r\ntext')}`;
        const response = await ctx.request({ method: route.method, url, headers: { authorization: admin.token } });
        const what = `${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`;
        checked.push(`${route.method} ${route.path} ?${name}`);
        expect(response.statusCode, what).toBeLessThan(500);
        if (SHAPED.test(name) || isProviderAnswer(route)) {
          if (response.statusCode < 400) problems.push(`accepted: ${what}`);
        } else {
          const errors = (response.statusCode === 400 ? (response.json().errors ?? []) : []) as {
            path: string;
            key?: string;
          }[];
          if (errors.find((error) => error.path === name)?.key !== 'field.one_line') {
            problems.push(`no field.one_line: ${what}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked.length).toBeGreaterThan(40);
  }, 600_000);
});
