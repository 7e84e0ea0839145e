import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { urlOf } from '@/lib/api';
import { account } from '@/test/fixtures';
import { failure, mockApi, ok, routeKey } from '@/test/mock-api';
import { aMessage } from '../testing/fake-event-stream';
import { aConversation, conversationPage, partner, renderMessagesPage } from '../testing/render-messages';

const CONVERSATION = routeKey(endpoints.messages.conversation, { userId: partner._id });
const READ = routeKey(endpoints.messages.markRead, { userId: partner._id });

const theirs = aMessage({ _id: 'message-1', content: 'Are you coming to the reunion?' });
const mine = aMessage({
  _id: 'message-2',
  senderId: account._id,
  senderName: account.name,
  recipientId: partner._id,
  content: 'Yes!\nSee you there.',
  createdAt: '2026-11-05T10:05:00.000Z',
});

function messageLog() {
  return screen.getByRole('log', { name: `Messages with ${partner.fullName}` });
}

function sentBodies(requests: Request[]) {
  return Promise.all(
    requests
      .filter((request) => request.method === 'POST' && request.url.endsWith(urlOf(endpoints.messages.send)))
      .map((request) => request.clone().json()),
  );
}

describe('the chat page', () => {
  it('shows the conversation oldest first, mine and theirs labelled, and marks it read', async () => {
    const { requests } = mockApi({
      [CONVERSATION]: conversationPage(aConversation({ messages: [theirs, mine] })),
      [READ]: ok(null),
    });
    renderMessagesPage(`/message/${partner._id}`);

    expect(await screen.findByText('Loading conversation...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: `Chat with ${partner.fullName}` })).toBeTruthy();
    const items = within(messageLog()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Sudipta Bose.*Are you coming to the reunion\?$/),
      expect.stringMatching(/^You.*Yes!\nSee you there\.$/),
    ]);
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(theirs.createdAt);
    await waitFor(() => expect(requests.some((request) => request.url.endsWith(`/${partner._id}/read`))).toBe(true));
    const conversationRequest = requests.find((request) => request.url.includes(`/conversations/${partner._id}?`));
    expect(conversationRequest?.headers.get('authorization')).toBe('session-token');
  });

  it('keeps a conversation with a member who deleted their account readable, from "a former member", with no reply', async () => {
    const former = { _id: partner._id, fullName: 'A former member', profilePicture: null, formerMember: true };
    const fromFormer = aMessage({ _id: 'message-1', senderName: 'A former member', content: 'Goodbye, all.' });
    mockApi({
      [CONVERSATION]: conversationPage(aConversation({ messages: [fromFormer, mine], recipient: former })),
      [READ]: ok(null),
    });
    renderMessagesPage(`/message/${partner._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Chat with a former member' })).toBeTruthy();
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(items[0]?.textContent).toMatch(/^A former member.*Goodbye, all\.$/);
    expect(screen.getByText(/This member has deleted their account/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('link', { name: /View profile/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Block/ })).toBeNull();
  });

  it('lets a member report a message sent to them, and only those', async () => {
    const { requests } = mockApi({
      [endpoints.account.mine]: ok(account),
      [CONVERSATION]: conversationPage(aConversation({ messages: [theirs, mine] })),
      [READ]: ok(null),
      [endpoints.moderation.report]: ok(
        { _id: 'report-1', createdAt: '2026-11-05T10:10:00.000Z' },
        201,
        'Thank you. The admins will look at your report.',
      ),
    });
    const { user } = renderMessagesPage(`/message/${partner._id}`);

    const [received, sent] = await waitFor(() => {
      const items = within(messageLog()).getAllByRole('listitem');
      expect(
        within(items[0] as HTMLElement).getByRole('button', { name: /^Report message from Sudipta Bose/ }),
      ).toBeTruthy();
      return items;
    });
    expect(within(sent as HTMLElement).queryByRole('button', { name: /Report/ })).toBeNull();

    await user.click(within(received as HTMLElement).getByRole('button', { name: /^Report message/ }));
    const dialog = screen.getByRole('dialog', { name: 'Report this message' });
    // The dialog sits outside the chat log, so its text is not read out as a new message.
    expect(messageLog().contains(dialog)).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Abusive');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thank you. The admins will look at your report.')).toBeTruthy();
    expect(within(received as HTMLElement).getByRole('button', { name: /^Reported message/ })).toBeTruthy();
    const report = requests.find((request) => request.url.endsWith(urlOf(endpoints.moderation.report)));
    expect(await report?.json()).toEqual({ targetType: 'message', targetId: 'message-1', reason: 'Abusive' });
  });

  it('says so when there are no messages yet', async () => {
    mockApi({ [CONVERSATION]: conversationPage(aConversation()), [READ]: ok(null) });
    renderMessagesPage(`/message/${partner._id}`);

    expect(await within(await screen.findByRole('log')).findByText('No messages yet.')).toBeTruthy();
  });

  it('sends with Enter, adds a line with Shift+Enter, and shows the sent message', async () => {
    const sent = aMessage({
      _id: 'message-3',
      senderId: account._id,
      senderName: account.name,
      recipientId: partner._id,
      content: 'First line\nsecond line',
    });
    const { requests } = mockApi({
      [CONVERSATION]: conversationPage(aConversation()),
      [READ]: ok(null),
      [endpoints.messages.send]: ok(sent, 201, 'Message sent'),
    });
    const { user } = renderMessagesPage(`/message/${partner._id}`);
    const input = await screen.findByLabelText('Message');

    await user.type(input, '  First line{Shift>}{Enter}{/Shift}second line  ');
    expect(await sentBodies(requests)).toEqual([]);
    expect((input as HTMLTextAreaElement).value).toBe('  First line\nsecond line  ');
    await user.keyboard('{Enter}');

    await waitFor(async () =>
      expect(await sentBodies(requests)).toEqual([{ recipientId: partner._id, content: 'First line\nsecond line' }]),
    );
    expect(await within(messageLog()).findByText(/First line\s+second line/)).toBeTruthy();
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    expect(within(messageLog()).queryByText('No messages yet.')).toBeNull();
  });

  it('on a touch screen, where there is no Shift+Enter, lets Enter start a new line and Send send', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('pointer: coarse'), media: query }));
    const { requests } = mockApi({
      [CONVERSATION]: conversationPage(aConversation()),
      [READ]: ok(null),
      [endpoints.messages.send]: ok(aMessage({ senderId: account._id, recipientId: partner._id }), 201),
    });
    const { user } = renderMessagesPage(`/message/${partner._id}`);
    const input = await screen.findByLabelText('Message');

    await user.type(input, 'One{Enter}two');
    expect((input as HTMLTextAreaElement).value).toBe('One\ntwo');
    expect(await sentBodies(requests)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(async () =>
      expect(await sentBodies(requests)).toEqual([{ recipientId: partner._id, content: 'One\ntwo' }]),
    );
  });

  it('does not send a message that is only whitespace', async () => {
    const { requests } = mockApi({
      [CONVERSATION]: conversationPage(aConversation()),
      [READ]: ok(null),
      [endpoints.messages.send]: ok(aMessage(), 201),
    });
    const { user } = renderMessagesPage(`/message/${partner._id}`);
    const input = await screen.findByLabelText('Message');

    await user.type(input, '   {Shift>}{Enter}{/Shift}  {Enter}');

    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await sentBodies(requests)).toEqual([]);
  });

  it('shows the server’s reason when a message is refused, and keeps the text', async () => {
    mockApi({
      [CONVERSATION]: conversationPage(aConversation()),
      [READ]: ok(null),
      [endpoints.messages.send]: failure(
        429,
        'RATE_LIMITED',
        'You are sending messages too fast. Please wait a moment.',
      ),
    });
    const { user } = renderMessagesPage(`/message/${partner._id}`);
    const input = await screen.findByLabelText('Message');

    await user.type(input, 'Hello{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are sending messages too fast. Please wait a moment.',
    );
    expect((input as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('counts down the characters left near the 4000 limit', async () => {
    mockApi({ [CONVERSATION]: conversationPage(aConversation()), [READ]: ok(null) });
    const { user } = renderMessagesPage(`/message/${partner._id}`);
    const input = await screen.findByLabelText('Message');
    expect(input.getAttribute('maxLength')).toBe('4000');

    await user.click(input);
    await user.paste('x'.repeat(3_600));

    expect(screen.getByText(/400 characters left\./)).toBeTruthy();
  });

  it('blocks after a confirmation, then says so and disables the input', async () => {
    let blocked = false;
    const { requests } = mockApi({
      [CONVERSATION]: () => conversationPage(aConversation({ messages: [theirs], blocked })),
      [READ]: ok(null),
      [routeKey(endpoints.messages.block, { id: partner._id })]: () => {
        blocked = true;
        return ok(null, 200, 'Blocked');
      },
    });
    const { user } = renderMessagesPage(`/message/${partner._id}`);

    await user.click(await screen.findByRole('button', { name: `Block ${partner.fullName}` }));
    const confirm = screen.getByRole('button', { name: 'Confirm block' });
    expect(document.activeElement).toBe(confirm);
    await user.click(confirm);

    expect(
      await screen.findByText(`You have blocked ${partner.fullName}. Unblock them to send a message.`),
    ).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: `Unblock ${partner.fullName}` })).toBeTruthy();
    expect(requests.filter((request) => request.url.endsWith('/block'))).toHaveLength(1);
  });

  it('asks before blocking, and Cancel changes nothing', async () => {
    const { requests } = mockApi({ [CONVERSATION]: conversationPage(aConversation()), [READ]: ok(null) });
    const { user } = renderMessagesPage(`/message/${partner._id}`);

    const block = await screen.findByRole('button', { name: `Block ${partner.fullName}` });
    await user.click(block);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Block ${partner.fullName}` }));
    expect(requests.some((request) => request.url.endsWith('/block'))).toBe(false);
  });

  it('loads older messages on request, above the ones already shown', async () => {
    const older = aMessage({ _id: 'message-0', content: 'Long time no see', createdAt: '2026-11-04T09:00:00.000Z' });
    const { requests } = mockApi({
      [CONVERSATION]: (request) =>
        new URL(request.url).searchParams.get('cursor') === 'older-page'
          ? conversationPage(aConversation({ messages: [older] }))
          : conversationPage(aConversation({ messages: [theirs, mine] }), 'older-page'),
      [READ]: ok(null),
    });
    const { user } = renderMessagesPage(`/message/${partner._id}`);

    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));

    await within(messageLog()).findByText('Long time no see');
    expect(
      within(messageLog())
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p:last-child')?.textContent),
    ).toEqual(['Long time no see', 'Are you coming to the reunion?', 'Yes!\nSee you there.']);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    const olderRequest = requests.find((request) => request.url.includes('cursor=older-page'));
    expect(olderRequest).toBeTruthy();
  });

  it('says when the alumnus does not exist, with a way to the community', async () => {
    mockApi({ [CONVERSATION]: failure(404, 'NOT_FOUND', 'User not found.') });
    renderMessagesPage(`/message/${partner._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Alumnus not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find alumni in the Community' }).getAttribute('href')).toBe('/community');
  });
});
