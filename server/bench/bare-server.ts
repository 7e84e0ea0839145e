import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { endpoints, pathOf, searchQuerySchema } from '@alumni/contract';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { emailsSharedWith } from '../src/modules/contact-requests/service.js';
import { pictureUrlsUnder } from '../src/modules/pictures/store.js';
import { loadPrivacyNotices } from '../src/modules/privacy/notice.js';
import { createSearchService } from '../src/modules/search/service.js';

/**
 * The limit of this machine for an endpoint: a bare node:http server that answers each request
 * with the bytes the real server answered it with (captured by run.ts), from memory.
 *
 * Search (issue 30) is answered instead by running the search's own SQL on the same PostgreSQL
 * database: the real search service (modules/search: query parsing, queries.ts's statements, the
 * presenter), with no framework, no validation beyond the query schema, no session lookup (every
 * request is the verified member BARE_SEARCH_USER) and no compression: what node:http and pg
 * alone cost for the same SQL.
 * Usage: bare-server.ts <fixtures.json>, PORT and HOST in the environment; BARE_DATABASE_URL,
 * BARE_SEARCH_USER and BARE_TIME_ZONE for search.
 */
export interface CapturedResponse {
  method: string;
  path: string;
  status: number;
  headers: [string, string][];
  bodyBase64: string;
}

const fixtures = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as CapturedResponse[];
const answers = new Map(
  fixtures.map((fixture) => [
    `${fixture.method} ${fixture.path}`,
    { status: fixture.status, headers: fixture.headers.flat(), body: Buffer.from(fixture.bodyBase64, 'base64') },
  ]),
);

const searchPath = pathOf(endpoints.search.search);
let database: DatabaseHandle | null = null;
let search: ReturnType<typeof createSearchService> | null = null;
const searchUser = process.env.BARE_SEARCH_USER ?? '';
if (process.env.BARE_DATABASE_URL) {
  // The real server's pool size (main.ts opens the database with the default).
  database = await openDatabase({ driver: 'postgres', url: process.env.BARE_DATABASE_URL });
  const bareDb = database.db;
  search = createSearchService({
    db: bareDb,
    pictureUrl: pictureUrlsUnder(null),
    timeZone: process.env.BARE_TIME_ZONE ?? 'Asia/Kolkata',
    // The same institution configuration as the real server's default (its purposes decide who is listed).
    consentRules: loadPrivacyNotices(
      process.env.INSTITUTION_CONFIG ?? fileURLToPath(new URL('../config/institution.json', import.meta.url)),
    ).rules,
    contactRequests: { emailsSharedWith: (viewerId, ownerIds) => emailsSharedWith(bareDb, viewerId, ownerIds) },
  });
}

async function answerSearch(url: URL) {
  if (!search) return { status: 404, body: '' };
  const query = searchQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return { status: 400, body: JSON.stringify({ error: query.error.issues }) };
  const { items, nextCursor, counts, countsCapped, suggestion } = await search.search(query.data, {
    standing: 'verified',
    userId: searchUser,
  });
  return { status: 200, body: JSON.stringify({ data: items, meta: { nextCursor, counts, countsCapped, suggestion } }) };
}

const server = createServer((request, response) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  request.resume();
  request.on('end', () => {
    if (request.url === '/__ready') {
      response.end('ready');
    } else if (request.method === 'GET' && request.url?.startsWith(`${searchPath}?`)) {
      answerSearch(new URL(request.url, 'http://bare')).then(
        ({ status, body }) => response.writeHead(status, { 'content-type': 'application/json' }).end(body),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    } else if (!answer) {
      response.writeHead(404).end();
    } else {
      response.writeHead(answer.status, answer.headers).end(answer.body);
    }
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void database?.close().finally(() => process.exit(0));
  if (!database) process.exit(0);
});
