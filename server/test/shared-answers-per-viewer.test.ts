import { type AnyEndpoint, type CachedEndpointName, endpoints, endpointUrl, pathOf } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { events } from '../src/db/schema.js';
import { notifyCachesStale } from '../src/http/cache-coherence.js';
import { ENDPOINT_LIST } from '../src/http/endpoints.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import {
  daysFromToday,
  eventBody,
  jobBody,
  quickUser,
  requestTo,
  storyBody,
  testConfig,
  useTestApp,
} from './harness.js';

/**
 * The whole class of "an answer kept for one viewer is served to another": every route that
 * shares its answer (the app lists them itself, so a new one without an entry below fails) is
 * called by the owner of the data, an admin, another member and a visitor, with its ids spelt in
 * lower, upper and mixed case, with each of them first to fill the cached answer. Every answer must
 * be byte for byte what a server that keeps nothing answers that viewer for that URL.
 */

const ctx = useTestApp({ env: { CACHE_SECONDS: '600' } });
let reference: { app: FastifyInstance; close(): Promise<void> };

interface Fixtures {
  owner: string;
  member: string;
  story: string;
  event: string;
  job: string;
  chapter: string;
}
const fixtures = {} as Fixtures;
const tokens: Record<'owner' | 'admin' | 'member' | 'visitor', string | null> = {
  owner: null,
  admin: null,
  member: null,
  visitor: null,
};
type Viewer = keyof typeof tokens;
const VIEWERS = Object.keys(tokens) as Viewer[];

/** An endpoint's URL with these parameters and query. */
const url = (endpoint: AnyEndpoint, params?: Record<string, string>, query?: object) =>
  endpointUrl(pathOf(endpoint), params, query);

/**
 * For each endpoint that shares its answer (`cached: true` in the contract: one without an entry
 * here is a type error), the URLs to call (ids in lower case; the test adds other spellings).
 */
const URLS_OF: Record<CachedEndpointName, (f: Fixtures) => string[]> = {
  'institution.config': () => [url(endpoints.institution.config)],
  'stories.list': (f) => [
    url(endpoints.stories.list),
    url(endpoints.stories.list, undefined, { limit: 2 }),
    url(endpoints.stories.list, undefined, { chapter: f.chapter }),
  ],
  'stories.one': (f) => [url(endpoints.stories.one, { id: f.story })],
  'events.list': (f) => [url(endpoints.events.list), url(endpoints.events.list, undefined, { chapter: f.chapter })],
  'events.past': () => [url(endpoints.events.past), url(endpoints.events.past, undefined, { limit: 1 })],
  'events.one': (f) => [url(endpoints.events.one, { id: f.event })],
  'jobs.list': () => [url(endpoints.jobs.list)],
  'donation.campaigns': () => [url(endpoints.donation.campaigns)],
  'community.directory': () => [
    url(endpoints.community.directory, undefined, { limit: 50 }),
    url(endpoints.community.directory, undefined, { city: KOLKATA }),
  ],
  'map.counts': () => [
    url(endpoints.map.counts),
    url(endpoints.map.counts, undefined, { level: 'state' }),
    url(endpoints.map.counts, undefined, { level: 'city', state: 'IN.28' }),
  ],
  'profile.one': (f) => [url(endpoints.profile.one, { id: f.owner }), url(endpoints.profile.one, { id: f.member })],
  'chapters.list': () => [url(endpoints.chapters.list), url(endpoints.chapters.list, undefined, { limit: 2 })],
  'chapters.one': (f) => [url(endpoints.chapters.one, { id: f.chapter })],
  'chapters.members': (f) => [url(endpoints.chapters.members, { id: f.chapter })],
  'messages.conversation': (f) => [
    url(endpoints.messages.conversation, { userId: f.owner }),
    url(endpoints.messages.conversation, { userId: f.member }),
  ],
};
/** The endpoints above as the app names its cached routes: "GET /api/v1/…". */
const ROUTE_OF = new Map(ENDPOINT_LIST.map(({ name, method, path }) => [name, `${method} ${path}`]));

/** The owner's city, which they hide: only they find themselves in it, on the map and in the directory. */
const KOLKATA = 1_275_004;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const mixedCase = (id: string) =>
  [...id].map((char, index) => (index % 2 === 0 ? char.toUpperCase() : char.toLowerCase())).join('');
const SPELLINGS = {
  lower: (url: string) => url,
  upper: (url: string) => url.replace(UUID, (id) => id.toUpperCase()),
  mixed: (url: string) => url.replace(UUID, mixedCase),
};
type Spelling = keyof typeof SPELLINGS;

/** What a viewer sees: status and body, less the request id that every error carries. */
async function answer(app: FastifyInstance, viewer: Viewer, url: string) {
  const token = tokens[viewer];
  const response = await app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
  const body = response.body === '' ? null : (JSON.parse(response.body) as Record<string, unknown>);
  if (body && typeof body === 'object') delete body.requestId;
  return { status: response.statusCode, body };
}

/** Every process drops every answer it caches, as after the admin command. */
async function dropEverythingCached() {
  await notifyCachesStale(ctx.database);
}

/** A fixed shuffle, so a failure replays. */
function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

beforeAll(async () => {
  const owner = await quickUser(ctx, { verification: 'verified', consents: ['directory', 'map'] });
  const member = await quickUser(ctx, { verification: 'verified' });
  const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
  Object.assign(tokens, { owner: owner.token, member: member.token, admin: admin.token });
  Object.assign(fixtures, { owner: owner.userId, member: member.userId });
  const post = async (
    token: string,
    endpoint: AnyEndpoint,
    payload: Record<string, unknown>,
    status = 201,
    params?: Record<string, string>,
  ) => {
    const response = await requestTo(ctx, endpoint, { params, token, payload });
    expect(response.statusCode, response.body).toBe(status);
    return response.json().data;
  };
  // The owner keeps phone, address and date of birth private and shows the e-mail on request: only
  // they see them, and the e-mail also the member whose request they approve (below).
  await post(
    owner.token,
    endpoints.profile.update,
    {
      address: '7 Private Lane, Kolkata',
      dob: '1993-03-04',
      emailVisibility: 'on_request',
      phoneVisibility: 'private',
      addressVisibility: 'private',
      dobVisibility: 'private',
      city: KOLKATA,
      cityVisibility: 'private',
    },
    200,
  );
  // The member may see the owner's e-mail (decision 0058): in the directory and a chapter's members, theirs alone.
  const [asked] = await post(
    member.token,
    endpoints.privacy.askContact,
    { memberId: owner.userId, field: 'email', reason: 'Same hostel' },
    200,
  );
  await post(owner.token, endpoints.privacy.decideContact, { decision: 'approve' }, 200, { id: asked._id });
  // A chapter the owner and the member joined (the owner's e-mail on request: only they and the approved member see it on its members list).
  fixtures.chapter = (await post(admin.token, endpoints.chapters.add, { kind: 'city', name: 'Kolkata' }))._id;
  await post(owner.token, endpoints.chapters.join, {}, 200, { id: fixtures.chapter });
  await post(member.token, endpoints.chapters.join, {}, 200, { id: fixtures.chapter });
  fixtures.story = (
    await post(owner.token, endpoints.stories.create, { ...storyBody, chapterId: fixtures.chapter })
  )._id;
  fixtures.event = (
    await post(owner.token, endpoints.events.create, {
      ...eventBody(),
      capacity: 1,
      chapterId: fixtures.chapter,
    })
  )._id;
  // One going, one waiting: the counts every viewer sees; whose registration it is, nobody's answer says.
  await post(owner.token, endpoints.events.register, {}, 200, { id: fixtures.event });
  await post(member.token, endpoints.events.register, {}, 200, { id: fixtures.event });
  const past = (await post(owner.token, endpoints.events.create, eventBody()))._id;
  await ctx.database.db
    .update(events)
    .set({ date: daysFromToday(-3) })
    .where(eq(events.id, past));
  fixtures.job = (await post(owner.token, endpoints.jobs.create, jobBody))._id;
  await post(owner.token, endpoints.messages.send, { recipientId: member.userId, content: 'Only for the two of us' });
  await post(member.token, endpoints.messages.send, { recipientId: owner.userId, content: 'And the reply' });
  await post(admin.token, endpoints.donation.create, { title: 'Library', description: 'Books', goalRupees: 5000 });

  const database = await ctx.database.connectAgain();
  const app = await buildApp({
    config: testConfig({ CACHE_SECONDS: '0' }),
    database,
    institution: loadInstitution(ctx.config.institutionConfigPath),
  });
  await app.ready();
  reference = {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
});
afterAll(async () => reference?.close());

describe('answers shared between viewers', () => {
  it('has an entry here for every route that shares its answer', () => {
    expect([...ctx.app.cachedRoutes].sort()).toEqual(
      Object.keys(URLS_OF)
        .map((name) => ROUTE_OF.get(name))
        .sort(),
    );
  });

  it('gives the owner’s private fields to nobody else, whatever spelling the owner used first', async () => {
    await dropEverythingCached();
    const upper = SPELLINGS.upper(url(endpoints.profile.one, { id: fixtures.owner }));
    const ownersView = await answer(ctx.app, 'owner', upper);
    expect(ownersView.body?.data).toMatchObject({ address: '7 Private Lane, Kolkata', dob: '1993-03-04' });
    const membersView = await answer(ctx.app, 'member', upper);
    expect(membersView.status).toBe(200);
    expect(membersView.body?.data).not.toHaveProperty('address');
    expect(membersView.body?.data).not.toHaveProperty('dob');
    expect(membersView.body?.data).not.toHaveProperty('phone');
    expect(membersView.body?.data).not.toHaveProperty('email');
  });

  it('shows the e-mail on request to the approved member alone, in their directory, whoever filled it first', async () => {
    await dropEverythingCached();
    const directory = url(endpoints.community.directory, undefined, { limit: 50 });
    const emailSeenBy = async (viewer: Viewer) => {
      const seen = await answer(ctx.app, viewer, directory);
      const entries = seen.body?.data as { _id: string; email?: string }[];
      return entries.find((entry) => entry._id === fixtures.owner)?.email ?? null;
    };
    expect(await emailSeenBy('admin')).toBeNull();
    expect(await emailSeenBy('member')).toEqual(expect.stringContaining('@'));
    expect(await emailSeenBy('owner')).toBe(await emailSeenBy('member'));
  });

  for (const [name, urlsOf] of Object.entries(URLS_OF)) {
    it(`${ROUTE_OF.get(name)}: every viewer, every spelling, every order gets its own answer`, async () => {
      const urls = urlsOf(fixtures);
      for (const url of urls) {
        const calls = VIEWERS.flatMap((viewer) =>
          (Object.keys(SPELLINGS) as Spelling[]).map((spelling) => ({ viewer, url: SPELLINGS[spelling](url) })),
        );
        const truth = new Map<string, Awaited<ReturnType<typeof answer>>>();
        for (const viewer of VIEWERS) {
          const canonical = await answer(reference.app, viewer, url);
          for (const call of calls.filter((candidate) => candidate.viewer === viewer)) {
            // One spelling per id: another spelling is the same request.
            expect(await answer(reference.app, viewer, call.url), `${viewer} ${call.url}`).toEqual(canonical);
            truth.set(`${viewer} ${call.url}`, canonical);
          }
        }
        for (const [round, first] of calls.entries()) {
          await dropEverythingCached();
          for (const call of [first, ...shuffled(calls, round + 1)]) {
            const seen = await answer(ctx.app, call.viewer, call.url);
            expect(seen, `${call.viewer} ${call.url} after ${first.viewer} ${first.url} filled it`).toEqual(
              truth.get(`${call.viewer} ${call.url}`),
            );
          }
        }
      }
    });
  }
});
