import { endpoints, type MemberMap } from '@alumni/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { quickUser, requestTo, useTestApp } from './harness.js';

/**
 * The member map (issue 33, decision 0055): counts per country, state and city of the members on
 * the map whose city the viewer may see, places under 3 merged into the place around them, the
 * consent to the map, and nothing precise in the answer.
 */
const ctx = useTestApp({ env: { CACHE_SECONDS: '600' } });

const KOLKATA = 1_275_004;
const SILIGURI = 1_256_525;
const DURGAPUR = 1_272_175;
const BENGALURU = 1_277_333;
const LONDON = 2_643_743;
const MUMBAI = 1_275_339;

type Member = Awaited<ReturnType<typeof quickUser>>;
const onMap = ['directory', 'map'] as const;

async function living(
  city: number | null,
  options: { visibility?: 'alumni' | 'private'; consents?: readonly ('directory' | 'map')[] } = {},
) {
  const member = await quickUser(ctx, { verification: 'verified', consents: options.consents ?? onMap });
  if (city !== null) {
    const response = await requestTo(ctx, endpoints.profile.update, {
      token: member.token,
      payload: { city, cityVisibility: options.visibility ?? 'alumni' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return member;
}

async function mapOf(token: string, query: Record<string, string> = {}, language = 'en'): Promise<MemberMap> {
  const response = await requestTo(ctx, endpoints.map.counts, {
    token,
    query,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const countOf = (map: MemberMap, id: string | number) => map.places.find((place) => place.id === String(id))?.count;

let viewer: Member;
let hider: Member;
beforeAll(async () => {
  // Kolkata: 4 shown to alumni and 1 hidden; Siliguri: 3; Durgapur: 2 (merged into West Bengal);
  // Bengaluru: 1 (Karnataka under 3, merged into India); London: 3; one without a city.
  for (let index = 0; index < 4; index++) await living(KOLKATA);
  hider = await living(KOLKATA, { visibility: 'private' });
  for (let index = 0; index < 3; index++) await living(SILIGURI);
  for (let index = 0; index < 2; index++) await living(DURGAPUR);
  await living(BENGALURU);
  for (let index = 0; index < 3; index++) await living(LONDON);
  viewer = await living(null);
  // Not on the map: a member who did not consent to it, and one who is not verified.
  await living(KOLKATA, { consents: ['directory'] });
  const pending = await quickUser(ctx, { verification: 'pending', consents: onMap });
  await requestTo(ctx, endpoints.profile.update, { token: pending.token, payload: { city: KOLKATA } });
});

describe('the member map', () => {
  it('counts countries, the states of India and the cities of a state, merging places under 3', async () => {
    const world = await mapOf(viewer.token);
    expect(world.places).toEqual([
      { id: 'IN', name: 'India', englishName: 'India', country: 'IN', count: 10 },
      { id: 'GB', name: 'United Kingdom', englishName: 'United Kingdom', country: 'GB', count: 3 },
    ]);
    // The hidden Kolkata member and the viewer, who gave no city.
    expect(world.notShown).toBe(2);
    expect(world.elsewhere).toBe(0);

    const india = await mapOf(viewer.token, { level: 'state' });
    expect(india.country).toBe('IN');
    expect(india.places).toEqual([
      { id: 'IN.28', name: 'West Bengal', englishName: 'West Bengal', country: 'IN', count: 9 },
    ]);
    expect(india.elsewhere).toBe(1);

    const bengal = await mapOf(viewer.token, { level: 'city', state: 'in.28' });
    expect(bengal.state).toEqual({ id: 'IN.28', name: 'West Bengal', englishName: 'West Bengal', country: 'IN' });
    expect(bengal.places.map((place) => [place.id, place.name, place.count])).toEqual([
      [String(KOLKATA), 'Kolkata', 4],
      [String(SILIGURI), 'Siliguri', 3],
    ]);
    expect(bengal.elsewhere).toBe(2);
    // Names, codes and counts only: no member, no coordinate.
    expect(JSON.stringify([world, india, bengal])).not.toMatch(/lat|lng|lon|coordinates|userId|fullName|_id|@/i);
  });

  it('names countries and states in Bengali for a Bengali reader (Unicode data), cities as GeoNames writes them', async () => {
    const world = await mapOf(viewer.token, {}, 'bn');
    expect(world.places.map((place) => [place.name, place.englishName])).toEqual([
      ['ভারত', 'India'],
      ['যুক্তরাজ্য', 'United Kingdom'],
    ]);
    const india = await mapOf(viewer.token, { level: 'state' }, 'bn');
    expect(india.places).toEqual([
      { id: 'IN.28', name: 'পশ্চিমবঙ্গ', englishName: 'West Bengal', country: 'IN', count: 9 },
    ]);
    const bengal = await mapOf(viewer.token, { level: 'city', state: 'IN.28' }, 'bn-IN,bn;q=0.9');
    expect(bengal.state).toEqual({ id: 'IN.28', name: 'পশ্চিমবঙ্গ', englishName: 'West Bengal', country: 'IN' });
    expect(bengal.places.map((place) => place.name)).toEqual(['Kolkata', 'Siliguri']);
    // The English answer, cached for the same viewer, is not the one a Bengali reader gets.
    expect((await mapOf(viewer.token, { level: 'state' })).places[0]?.name).toBe('West Bengal');
  });

  it('counts a hidden city for its owner only', async () => {
    const own = await mapOf(hider.token, { level: 'city', state: 'IN.28' });
    expect(countOf(own, KOLKATA)).toBe(5);
    expect(own.notShown).toBe(1);
    const others = await mapOf(viewer.token, { level: 'city', state: 'IN.28' });
    expect(countOf(others, KOLKATA)).toBe(4);
    // The directory filtered to the city finds the hidden member for nobody but themselves.
    const listed = async (token: string) => {
      const response = await requestTo(ctx, endpoints.community.directory, {
        token,
        query: { city: KOLKATA, limit: 50 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { _id: string }[]).map((entry) => entry._id);
    };
    // The four on the map and the one listed in the directory without consenting to the map.
    expect(await listed(viewer.token)).toHaveLength(5);
    expect(await listed(viewer.token)).not.toContain(hider.userId);
    expect(await listed(hider.token)).toContain(hider.userId);
    const byState = await requestTo(ctx, endpoints.community.directory, {
      token: viewer.token,
      query: { state: 'IN.28', limit: 50 },
    });
    expect(byState.json().data).toHaveLength(10);
  });

  it('leaves out at once a member who withdraws consent to the map', async () => {
    const mumbai = [await living(MUMBAI), await living(MUMBAI), await living(MUMBAI)];
    expect(countOf(await mapOf(viewer.token, { level: 'city', state: 'IN.16' }), MUMBAI)).toBe(3);
    const notice = (await requestTo(ctx, endpoints.privacy.notice, { token: mumbai[0]?.token })).json().data as {
      version: number;
    };
    const withdrawn = await requestTo(ctx, endpoints.privacy.decide, {
      token: mumbai[0]?.token,
      payload: { noticeVersion: notice.version, decisions: [{ purpose: 'map', granted: false }] },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = await mapOf(viewer.token, { level: 'city', state: 'IN.16' });
    expect(countOf(after, MUMBAI)).toBeUndefined();
    expect(after.elsewhere).toBe(2);
  });

  it('refuses a city or a state the gazetteer does not know, and a bad level, naming the field', async () => {
    const badCity = await requestTo(ctx, endpoints.profile.update, {
      token: viewer.token,
      payload: { city: 999_999_999 },
    });
    expect(badCity.statusCode).toBe(400);
    expect(badCity.json().errors[0].path).toBe('city');
    const typed = await requestTo(ctx, endpoints.profile.update, { token: viewer.token, payload: { city: 'Kolkata' } });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors[0].path).toBe('city');
    for (const [query, field] of [
      [{ level: 'street' }, 'level'],
      [{ level: 'city' }, 'state'],
      [{ level: 'city', state: 'West Bengal' }, 'state'],
      [{ level: 'city', state: 'IN.99' }, 'state'],
      [{ level: 'state', country: 'India' }, 'country'],
    ] as const) {
      const response = await requestTo(ctx, endpoints.map.counts, { token: viewer.token, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors[0].path).toBe(field);
    }
  });

  it('finds cities by the start of their name, with their state and country and no coordinates', async () => {
    const response = await requestTo(ctx, endpoints.map.cities, { token: viewer.token, query: { q: 'kolk' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data[0]).toEqual({
      id: KOLKATA,
      name: 'Kolkata',
      state: { id: 'IN.28', name: 'West Bengal' },
      country: 'IN',
    });
    const profile = await requestTo(ctx, endpoints.profile.one, { token: viewer.token, params: { id: hider.userId } });
    expect(profile.json().data.city).toBeUndefined();
    expect(profile.json().data.hiddenFields).toContain('city');
  });
});
