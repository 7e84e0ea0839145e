import { endpoints } from '@alumni/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { account } from '@/test/fixtures';
import { mockApi, ok, page, routeKey } from '@/test/mock-api';
import { aMessage } from '../testing/fake-event-stream';
import { aConversation, anInboxEntry, conversationPage, partner, renderMessagesPage } from '../testing/render-messages';

describe('messages in Bengali', () => {
  it('shows the inbox, its unread counts and the header link in Bengali words and digits', async () => {
    await activateLanguage('bn', { everything: true });
    mockApi({
      [endpoints.messages.inbox]: page([
        anInboxEntry({
          lastMessage: {
            preview: 'See you at the reunion',
            senderId: account._id,
            createdAt: '2026-11-05T10:00:00.000Z',
          },
          unreadCount: 3,
        }),
      ]),
      [endpoints.messages.unread]: ok({ total: 3 }),
    });
    renderMessagesPage('/messages');

    expect(await screen.findByRole('heading', { level: 1, name: 'বার্তা' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'কথোপকথন' });
    // The member's name and their words stay as written.
    expect(within(list).getByRole('link', { name: 'Sudipta Bose, ৩টি না-পড়া' })).toBeTruthy();
    expect(within(list).getByText('আপনি: See you at the reunion')).toBeTruthy();
    expect(within(list).getByText('৩')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'বার্তা, ৩টি না-পড়া' })).toBeTruthy();
  });

  it('shows a conversation, its composer and the block control in Bengali', async () => {
    await activateLanguage('bn', { everything: true });
    const theirs = aMessage({ _id: 'message-1', content: 'Are you coming to the reunion?' });
    mockApi({
      [routeKey(endpoints.messages.conversation, { userId: partner._id })]: conversationPage(
        aConversation({ messages: [theirs] }),
      ),
      [routeKey(endpoints.messages.markRead, { userId: partner._id })]: ok(null),
    });
    const { user } = renderMessagesPage(`/message/${partner._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sudipta Bose-এর সঙ্গে কথোপকথন' })).toBeTruthy();
    expect(document.title).toBe('Sudipta Bose-এর সঙ্গে কথোপকথন');
    const log = screen.getByRole('log', { name: 'Sudipta Bose-এর সঙ্গে বার্তা' });
    expect(within(log).getByText('Are you coming to the reunion?')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'বার্তা' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পাঠান' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'সব বার্তা' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'ব্লক করুন Sudipta Bose' }));
    expect(screen.getByText(/^Sudipta Bose-কে ব্লক করবেন\?/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'বাতিল করুন' })).toBeTruthy();
  });
});
