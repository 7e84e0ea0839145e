import { endpoints, type MemberMap } from '@alumni/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const india: MemberMap = {
  level: 'state',
  country: 'IN',
  state: null,
  places: [
    { id: 'IN.28', name: 'West Bengal', englishName: 'West Bengal', country: 'IN', count: 9 },
    { id: 'IN.19', name: 'Karnataka', englishName: 'Karnataka', country: 'IN', count: 3 },
  ],
  elsewhere: 2,
  notShown: 4,
};
const bengal: MemberMap = {
  level: 'city',
  country: 'IN',
  state: { id: 'IN.28', name: 'West Bengal', englishName: 'West Bengal', country: 'IN' },
  places: [{ id: '1275004', name: 'Kolkata', englishName: 'Kolkata', country: 'IN', count: 6 }],
  elsewhere: 3,
  notShown: 4,
};
const world: MemberMap = {
  level: 'country',
  country: null,
  state: null,
  places: [
    { id: 'IN', name: 'India', englishName: 'India', country: 'IN', count: 14 },
    { id: 'GB', name: 'United Kingdom', englishName: 'United Kingdom', country: 'GB', count: 3 },
  ],
  elsewhere: 1,
  notShown: 4,
};

describe('members map page (issue 33)', () => {
  it('lists the states with their counts, zooms into a state’s cities and links each place to the directory', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.map.counts]: (request) => {
        const level = new URL(request.url).searchParams.get('level');
        return ok(level === 'city' ? bengal : level === 'state' ? india : world);
      },
    });
    const { user } = renderApp('/map');

    const states = await screen.findByRole('region', { name: 'States of India' });
    expect(within(states).getByText('9 members')).toBeTruthy();
    expect(screen.getByText('Elsewhere in India, in places with fewer than 3 members: 2 members')).toBeTruthy();
    expect(screen.getByText('Not shown (no city given, or kept private): 4 members')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /Map of India/ })).toBeTruthy();

    await user.click(within(states).getByRole('button', { name: 'West Bengal' }));
    const cities = await screen.findByRole('region', { name: 'Cities of West Bengal' });
    expect(within(cities).getByRole('link', { name: 'Kolkata' }).getAttribute('href')).toBe(
      '/community?city=1275004&placeName=Kolkata',
    );
    expect(screen.getByRole('link', { name: 'Find the alumni in West Bengal' }).getAttribute('href')).toBe(
      '/community?state=IN.28&placeName=West+Bengal',
    );
    const asked = requests.filter((request) => request.url.includes('/api/v1/map')).at(-1);
    expect(new URL(asked?.url ?? '').searchParams.get('state')).toBe('IN.28');

    await user.click(screen.getByRole('button', { name: 'World by country' }));
    const countries = await screen.findByRole('region', { name: 'Countries' });
    expect(within(countries).getByRole('link', { name: 'United Kingdom' }).getAttribute('href')).toBe(
      '/community?country=GB&placeName=United+Kingdom',
    );
  });
});
