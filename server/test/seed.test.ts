import { endpoints, type MemberMap, todayIn } from '@alumni/contract';
import { expect, it } from 'vitest';
import { loadInstitution } from '../src/modules/institution/load.js';
import { DEMO_LOGIN_EMAIL, DEMO_NEWCOMERS, DEMO_PASSWORD, seedDemo } from '../src/seed/demo.js';
import { quickUser, requestTo, useTestApp } from './harness.js';

const ctx = useTestApp({ env: { VERIFICATION_POLICY: 'required' } });

it('fills a fresh database once with demo alumni, stories and mostly upcoming events', async () => {
  const institution = loadInstitution(ctx.config.institutionConfigPath);
  expect(await seedDemo(ctx.database.db, institution)).toEqual({
    alumni: 8,
    stories: 12,
    events: 12,
    jobs: 12,
    contactRequests: 3,
    privacyRequests: 1,
  });
  expect(await seedDemo(ctx.database.db, institution)).toBeNull();

  const login = await requestTo(ctx, endpoints.auth.login, {
    payload: { email: DEMO_LOGIN_EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  expect(login.json().data.user.verificationStatus).toBe('verified');
  const directory = await requestTo(ctx, endpoints.community.directory, {
    query: { limit: 100 },
    token: login.json().data.token,
  });
  expect(directory.json().data).toHaveLength(8);

  // The demo shows the product: careers and companies in the directory, skills to search by,
  // mentors to find, and profiles that share some details and keep others private.
  const token = login.json().data.token;
  const entries = directory.json().data as {
    _id: string;
    fullName: string;
    currentJob: string | null;
    companyName: string | null;
  }[];
  expect(entries.every((entry) => entry.currentJob && entry.companyName)).toBe(true);
  const search = async (query: object) =>
    (await requestTo(ctx, endpoints.community.directory, { query, token })).json().data as { fullName: string }[];
  expect((await search({ q: 'python' })).map((entry) => entry.fullName).sort()).toEqual([
    'Ananya Sen',
    'Moumita Ghosh',
    'Priyanka Das',
  ]);
  expect((await search({ mentor: 'true' })).length).toBe(5);
  const profileOf = async (fullName: string) => {
    const id = entries.find((entry) => entry.fullName === fullName)?._id;
    return (await requestTo(ctx, endpoints.profile.one, { params: { id: String(id) }, token })).json().data;
  };
  // The demo's map has places: most in West Bengal (Kolkata named), one in Bengaluru, one abroad.
  const mapOf = async (query: Record<string, string>) =>
    (await requestTo(ctx, endpoints.map.counts, { query, token })).json().data as MemberMap;
  const india = await mapOf({ level: 'state' });
  expect([india.places.map((place) => [place.id, place.count]), india.elsewhere, india.notShown]).toEqual([
    [['IN.28', 6]],
    1,
    0,
  ]);
  const bengal = await mapOf({ level: 'city', state: 'IN.28' });
  expect([bengal.places.map((place) => [place.name, place.count]), bengal.elsewhere]).toEqual([[['Kolkata', 4]], 2]);
  const world = await mapOf({ level: 'country' });
  expect([world.places.map((place) => [place.id, place.count]), world.elsewhere]).toEqual([[['IN', 7]], 1]);
  const rahul = await profileOf('Rahul Chatterjee');
  expect(rahul).toMatchObject({ mentorshipInterest: true, email: 'rahul.chatterjee@example.org' });
  expect(rahul.phone).toBeTruthy();
  expect(rahul.skills).toContain('Network Operations');
  const priyanka = await profileOf('Priyanka Das');
  expect(priyanka.email).toBeUndefined();
  expect(priyanka.phone).toBeUndefined();
  expect(priyanka.currentJobTitle ?? priyanka.currentJob).toBe('Mobile Developer');

  // The demo login's privacy page: a request waiting for her answer, one she approved (Rahul sees
  // her phone), one she declined, and a correction waiting in the admins' queue.
  const incoming = await requestTo(ctx, endpoints.privacy.contactRequests, {
    query: { direction: 'incoming' },
    token,
  });
  expect(
    (incoming.json().data as { status: string; asker: { fullName: string } }[])
      .map((request) => `${request.asker.fullName} ${request.status}`)
      .sort(),
  ).toEqual(['Priyanka Das pending', 'Rahul Chatterjee approved', 'Sayan Mukherjee declined']);
  const summary = (await requestTo(ctx, endpoints.rights.summary, { token })).json().data;
  expect(summary.sharedWith.contactApprovals).toEqual([
    expect.objectContaining({ member: expect.objectContaining({ fullName: 'Rahul Chatterjee' }), field: 'phone' }),
  ]);
  const rahulSignIn = await requestTo(ctx, endpoints.auth.login, {
    payload: { email: 'rahul.chatterjee@example.org', password: DEMO_PASSWORD },
  });
  const ananyaId = String(entries.find((entry) => entry.fullName === 'Ananya Sen')?._id);
  const shared = await requestTo(ctx, endpoints.privacy.contactSharing, {
    params: { id: ananyaId },
    token: rahulSignIn.json().data.token,
  });
  expect(shared.json().data.fields).toContainEqual(expect.objectContaining({ field: 'phone', state: 'shared' }));
  const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
  const queue = await requestTo(ctx, endpoints.rights.queue, { query: { state: 'open' }, token: admin.token });
  expect(queue.json().data).toEqual([
    expect.objectContaining({ kind: 'correction', member: expect.objectContaining({ fullName: 'Ananya Sen' }) }),
  ]);

  // The README's two newcomers are on the demo roll: signing up as one is verified at once.
  const newcomer = DEMO_NEWCOMERS[0];
  const signup = await requestTo(ctx, endpoints.auth.signup, {
    payload: {
      fullName: newcomer.fullName,
      enrollmentNumber: newcomer.enrollmentNumber.toLowerCase(),
      programme: newcomer.programme,
      yearOfPassing: newcomer.year,
      collegeName: institution.colleges[0],
      email: 'sourav.dutta@example.org',
      phone: '9876501234',
      password: 'a long enough password',
    },
  });
  expect(signup.statusCode).toBe(201);
  expect(signup.json().data.user.verificationStatus).toBe('verified');

  const stories = (await requestTo(ctx, endpoints.stories.list, { query: { limit: 4 } })).json();
  expect(stories.data).toHaveLength(4);
  expect(stories.meta.nextCursor).not.toBeNull();

  const upcoming = (await requestTo(ctx, endpoints.events.list, { query: { limit: 100 } })).json().data;
  expect(upcoming.length).toBe(9);
  expect(upcoming.every((event: { date: string }) => event.date >= todayIn(institution.timeZone))).toBe(true);
});
