import { endpoints, type MentorshipRequest } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { lazyPage } from '@/lib/lazy-page';
import { account, institution } from '@/test/fixtures';
import { failure, mockApi, ok, page, routeKey } from '@/test/mock-api';
import { aPublicProfile, renderMemberPage } from '@/test/render-member-page';
import { mentoringPath } from '../paths';

const person = (id: string, fullName: string) => ({ _id: id, fullName, profilePicture: null });

function aRequest(overrides: Partial<MentorshipRequest> = {}): MentorshipRequest {
  return {
    _id: 'request-1',
    direction: 'received',
    status: 'open',
    message: 'Could you help me with VLSI interviews?',
    requester: person('user-9', 'Riya Sen'),
    mentor: person(account._id, 'Ananya Das'),
    createdAt: '2026-11-20T10:00:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}

const routes = [
  {
    path: mentoringPath,
    element: lazyPage(async () => (await import('./mentoring-page')).MentoringPage),
  },
];

describe('Mentoring page', () => {
  it('speaks Bengali when Bengali is the language shown', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.mentoring.list]: (request) =>
        new URL(request.url).searchParams.get('direction') === 'received' ? page([aRequest()]) : page([]),
    });
    await activateLanguage('bn', { everything: true });
    renderMemberPage(mentoringPath, routes);

    const received = await screen.findByRole('region', { name: 'আপনার কাছে আসা অনুরোধ' });
    expect(await within(received).findByRole('heading', { name: 'Riya Sen-এর কাছ থেকে' })).toBeTruthy();
    expect(within(received).getByRole('button', { name: 'Riya Sen-এর অনুরোধ গ্রহণ করুন' })).toBeTruthy();
    expect(within(received).getByText(/উত্তরের অপেক্ষায়/)).toBeTruthy();
    const sent = screen.getByRole('region', { name: 'আপনার পাঠানো অনুরোধ' });
    expect(await within(sent).findByText('আপনি এখনও কারও কাছে অনুরোধ পাঠাননি। প্রাক্তনী ডিরেক্টরিতে মেন্টর খুঁজুন।')).toBeTruthy();
  });

  it('lists received and sent requests; Accept answers and opens the chat with the requester', async () => {
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.mentoring.list]: (request) =>
        new URL(request.url).searchParams.get('direction') === 'received'
          ? page([aRequest()])
          : page([
              aRequest({
                _id: 'request-2',
                direction: 'sent',
                status: 'declined',
                message: 'Tell me about start-ups',
                requester: person(account._id, 'Ananya Das'),
                mentor: person('user-7', 'Kunal Roy'),
              }),
            ]),
      [routeKey(endpoints.mentoring.accept, { id: 'request-1' })]: ok(aRequest({ status: 'accepted' })),
    });
    const { user, currentLocation } = renderMemberPage(mentoringPath, routes);

    const received = await screen.findByRole('region', { name: 'Requests to you' });
    expect(await within(received).findByText('Could you help me with VLSI interviews?')).toBeTruthy();
    expect(within(received).getByRole('heading', { name: 'From Riya Sen' })).toBeTruthy();
    const sent = screen.getByRole('region', { name: 'Requests you sent' });
    expect(await within(sent).findByText('Tell me about start-ups')).toBeTruthy();
    expect(within(sent).getByText(/Declined/)).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: /Accept/ })).toBeNull();

    await user.click(within(received).getByRole('button', { name: "Accept Riya Sen's request" }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/message/user-9'));
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/request-1/accept'))).toBe(
      true,
    );
  });

  it("shows the server's reason when an answer is refused", async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.mentoring.list]: (request) =>
        new URL(request.url).searchParams.get('direction') === 'received' ? page([aRequest()]) : page([]),
      [routeKey(endpoints.mentoring.decline, { id: 'request-1' })]: failure(
        409,
        'CONFLICT',
        'This request was already accepted.',
      ),
    });
    const { user } = renderMemberPage(mentoringPath, routes);
    await user.click(await screen.findByRole('button', { name: "Decline Riya Sen's request" }));
    expect(await screen.findByText('This request was already accepted.')).toBeTruthy();
    expect(screen.getByText('You have not asked anyone yet. Find mentors in the Community directory.')).toBeTruthy();
  });
});

describe('Ask for mentoring, on a profile', () => {
  it("is offered only on a mentor's profile, sends the note and says it was sent", async () => {
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [routeKey(endpoints.profile.one, { id: 'user-2' })]: ok(
        aPublicProfile({ mentorshipInterest: true, mentorshipTopics: 'Careers in VLSI' }),
      ),
      [endpoints.mentoring.ask]: ok(aRequest({ direction: 'sent' }), 201),
    });
    const { user } = renderMemberPage('/profile/user-2', routes);
    expect(await screen.findByText('Mentoring topics: Careers in VLSI')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ask for mentoring' }));
    await user.type(screen.getByRole('textbox', { name: 'Your note to Sudipta Bose' }), 'Help with interviews?');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Your request was sent to Sudipta Bose/)).toBeTruthy();
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toEqual({ mentorId: 'user-2', message: 'Help with interviews?' });
  });

  it('is not offered when the alumnus is not open to mentoring', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [routeKey(endpoints.profile.one, { id: 'user-2' })]: ok(aPublicProfile({ mentorshipInterest: false })),
    });
    renderMemberPage('/profile/user-2', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sudipta Bose' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for mentoring' })).toBeNull();
  });
});
