import { request as httpRequest } from 'node:http';
import { endpoints, endpointUrl, pathOf } from '@alumni/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { SCALE_EMAIL_DOMAIN } from '../src/seed/scale.js';
import type { CapturedResponse } from './bare-server.js';
import { type BenchRequest, BROWSER_HEADERS, type Scenario } from './load.js';
import { BENCH_POPULATION, BROAD_QUERY, EXPECTED_SHARE, FIRST_NAME_QUERY } from './population.js';
import type { Person } from './realtime.js';

/** The people and rows the scenarios read, picked from the seeded database before the server starts. */
export interface Fixtures {
  viewer: Person & { surname: string; programme: string };
  /** The other side of the viewer's conversation: the longest one in the database. */
  partner: Person;
  storyId: string;
  /** Generated alumni, each sending to the next; also the realtime benchmark's pairs. */
  pairs: { sender: Person; recipient: Person }[];
  /** How many alumni the broad directory search matches. */
  broadMatches: number;
  broadQuery: string;
}

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function prepareFixtures(db: Database, pairCount: number): Promise<Fixtures> {
  const session = async (id: string) => ({ id, token: (await createSession(db, id, 86_400_000)).token });
  const [longest] = await rowsOf<{ pair_low: string; pair_high: string }>(
    db,
    sql`select pair_low, pair_high from messages group by pair_low, pair_high order by count(*) desc limit 1`,
  );
  if (!longest) throw new Error('the bench database has no messages');
  const [viewerRow] = await rowsOf<{ full_name: string; programme: string }>(
    db,
    sql`select full_name, programme from users where id = ${longest.pair_low}`,
  );
  const [story] = await rowsOf<{ id: string }>(db, sql`select id from stories order by created_at desc limit 1`);
  if (!viewerRow || !story) throw new Error('the bench database has no alumni or no stories');
  const people = await rowsOf<{ id: string }>(
    db,
    sql`select id from users where email like ${`%@${SCALE_EMAIL_DOMAIN}`} order by email limit ${pairCount * 2}`,
  );
  const sessions = await Promise.all(people.map((person) => session(person.id)));
  const broadQuery = BROAD_QUERY;
  const [broad] = await rowsOf<{ count: number | string }>(
    db,
    sql`select count(*) from users where search_vector @@ to_tsquery('simple', ${`${broadQuery}:*`})`,
  );
  return {
    viewer: {
      ...(await session(longest.pair_low)),
      surname: viewerRow.full_name.split(' ').at(-1) ?? '',
      programme: viewerRow.programme,
    },
    partner: await session(longest.pair_high),
    storyId: story.id,
    pairs: Array.from({ length: Math.floor(sessions.length / 2) }, (_, index) => ({
      sender: sessions[index * 2] as Person,
      recipient: sessions[index * 2 + 1] as Person,
    })),
    broadMatches: Number(broad?.count ?? 0),
    broadQuery,
  };
}

/** The endpoints of issue 8, as the web app calls them (page sizes from web/src/features/<feature>/api). */
export function buildScenarios(fixtures: Fixtures): Scenario[] {
  const auth = { authorization: fixtures.viewer.token };
  const get = (path: string, headers: Record<string, string> = {}): BenchRequest => ({ method: 'GET', path, headers });
  const filters = new URLSearchParams({
    q: fixtures.viewer.surname.toLowerCase(),
    yearFrom: '2005',
    yearTo: '2020',
    programme: fixtures.viewer.programme,
  });
  let sent = 0;
  return [
    {
      name: 'home page data',
      note: 'config, 4 latest stories, 4 upcoming events: the three calls of the home page, signed out',
      requests: [
        get(pathOf(endpoints.institution.config)),
        get(endpointUrl(pathOf(endpoints.stories.list), undefined, { limit: 4 })),
        get(endpointUrl(pathOf(endpoints.events.list), undefined, { limit: 4 })),
      ],
    },
    { name: 'stories list', requests: [get(endpointUrl(pathOf(endpoints.stories.list), undefined, { limit: 12 }))] },
    { name: 'one story', requests: [get(endpointUrl(pathOf(endpoints.stories.one), { id: fixtures.storyId }))] },
    { name: 'upcoming events', requests: [get(endpointUrl(pathOf(endpoints.events.list), undefined, { limit: 10 }))] },
    {
      name: 'job list, type filter',
      requests: [get(endpointUrl(pathOf(endpoints.jobs.list), undefined, { limit: 10, type: 'Internship' }), auth)],
    },
    {
      name: 'directory: name, years, programme',
      note: `q=${filters.get('q')}, 2005-2020, ${fixtures.viewer.programme}`,
      requests: [get(`${pathOf(endpoints.community.directory)}?${filters}`, auth)],
    },
    {
      // Matches that sit together at the end of name order: what a walk of the name index handles worst.
      name: `directory: first name (q=${FIRST_NAME_QUERY})`,
      note: `the generated first name that sorts last, held by ${(EXPECTED_SHARE.firstName * 100).toFixed(2)} % of alumni`,
      requests: [get(endpointUrl(pathOf(endpoints.community.directory), undefined, { q: FIRST_NAME_QUERY }), auth)],
    },
    {
      name: `directory: broad (q=${fixtures.broadQuery})`,
      note: `matches ${fixtures.broadMatches.toLocaleString('en')} alumni; sorted by name`,
      requests: [get(endpointUrl(pathOf(endpoints.community.directory), undefined, { q: fixtures.broadQuery }), auth)],
    },
    {
      name: 'a profile',
      requests: [get(endpointUrl(pathOf(endpoints.profile.one), { id: fixtures.partner.id }), auth)],
    },
    {
      name: 'conversation page',
      note: 'the longest conversation in the database, newest 30 messages',
      requests: [
        get(endpointUrl(pathOf(endpoints.messages.conversation), { userId: fixtures.partner.id }, { limit: 30 }), auth),
      ],
    },
    ...searchScenarios(fixtures),
    {
      name: 'send a message',
      note: `${fixtures.pairs.length} senders, each to one recipient`,
      requests: [
        {
          method: 'POST',
          path: pathOf(endpoints.messages.send),
          next: () => {
            const pair = fixtures.pairs[sent++ % fixtures.pairs.length];
            if (!pair) throw new Error('no sender pairs');
            return {
              headers: { authorization: pair.sender.token, 'content-type': 'application/json' },
              body: JSON.stringify({ recipientId: pair.recipient.id, content: `Bench message ${sent}` }),
            };
          },
        },
      ],
    },
  ];
}

/** The web app's page size for search results (web/src/features/search/api/search.ts). */
export const SEARCH_PAGE_SIZE = 20;

/**
 * Issue 30's search mix, as a verified member types them: a name, a surname in the other script
 * (Bengali for an anglicised one and the reverse), typos, a phrase and plain words. The
 * population (population.ts) holds text each of them finds.
 */
export const SEARCH_QUERIES = [
  { kind: 'name', q: `${BENCH_POPULATION.searchedFirstName} Mukherjee` },
  { kind: 'other script', q: 'চট্টোপাধ্যায়' },
  { kind: 'other script', q: 'Banerjee' },
  { kind: 'typo', q: 'Chatopadhyay' },
  { kind: 'typo', q: 'Kolkatta' },
  { kind: 'phrase', q: '"durga puja"' },
  { kind: 'word', q: 'reunion' },
  { kind: 'word', q: 'python' },
] as const;

/** Search's connections: issue 30's target is at 10, not at the 50 of the other endpoints. */
export const SEARCH_CONNECTIONS = 10;
/**
 * The mix again with fewer searches at a time: how the latency grows with the number of searches
 * in flight, which on a machine of few cores is what the p99 at 10 connections is made of.
 */
export const SEARCH_FEWER_CONNECTIONS = [1, 2, 4] as const;

/** The search scenarios: the whole mix (the figure the targets are about), then each query on its own. */
export function searchScenarios(fixtures: Pick<Fixtures, 'viewer'>): Scenario[] {
  const auth = { authorization: fixtures.viewer.token };
  const request = (q: string): BenchRequest => ({
    method: 'GET',
    path: endpointUrl(pathOf(endpoints.search.search), undefined, { q, limit: SEARCH_PAGE_SIZE }),
    headers: auth,
  });
  return [
    {
      name: 'search: mix',
      note: `${SEARCH_QUERIES.map((query) => query.q).join(', ')} in turn; as a verified member, ${SEARCH_CONNECTIONS} connections`,
      requests: SEARCH_QUERIES.map((query) => request(query.q)),
      connections: SEARCH_CONNECTIONS,
      search: true,
    },
    ...SEARCH_FEWER_CONNECTIONS.map((connections) => ({
      name: `search: mix, ${connections} at a time`,
      requests: SEARCH_QUERIES.map((query) => request(query.q)),
      connections,
      search: true,
    })),
    ...SEARCH_QUERIES.map((query) => ({
      name: `search: ${query.kind} (q=${query.q})`,
      requests: [request(query.q)],
      connections: SEARCH_CONNECTIONS,
      search: true,
    })),
  ];
}

/** What the server answers a scenario's requests, byte for byte: the bare server replays it. */
export async function captureResponses(baseUrl: string, scenarios: Scenario[]): Promise<CapturedResponse[]> {
  const captured: CapturedResponse[] = [];
  for (const scenario of scenarios) {
    for (const request of scenario.requests) {
      const fresh = request.next?.();
      const headers = { ...BROWSER_HEADERS, ...request.headers, ...fresh?.headers };
      const body = fresh?.body ?? request.body;
      const response = await new Promise<CapturedResponse>((resolve, reject) => {
        const outgoing = httpRequest(`${baseUrl}${request.path}`, { method: request.method, headers }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const raw = incoming.rawHeaders;
            const kept: [string, string][] = [];
            for (let index = 0; index < raw.length; index += 2) {
              const name = raw[index] ?? '';
              // node:http writes its own connection and date headers.
              if (!/^(date|connection|keep-alive|transfer-encoding)$/i.test(name))
                kept.push([name, raw[index + 1] ?? '']);
            }
            resolve({
              method: request.method,
              path: request.path,
              status: incoming.statusCode ?? 0,
              headers: kept,
              bodyBase64: Buffer.concat(chunks).toString('base64'),
            });
          });
          incoming.on('error', reject);
        });
        outgoing.on('error', reject);
        outgoing.end(body);
      });
      if (response.status < 200 || response.status > 299) {
        throw new Error(`${scenario.name}: ${request.method} ${request.path} answered ${response.status}`);
      }
      captured.push(response);
    }
  }
  return captured;
}
