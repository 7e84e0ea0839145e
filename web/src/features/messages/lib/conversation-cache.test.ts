import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { messageKeys } from '../api/query-keys';
import { aMessage } from '../testing/fake-event-stream';
import {
  addMessageToConversation,
  type ConversationData,
  type ConversationPage,
  keepLiveMessages,
} from './conversation-cache';

const partner = { _id: 'user-2', fullName: 'Sudipta Bose', profilePicture: null, formerMember: false };
const at = (minute: number) => `2026-11-05T10:${String(minute).padStart(2, '0')}:00.000Z`;

function pages(...messageIds: string[][]): ConversationData {
  const pageList: ConversationPage[] = messageIds.map((ids, index) => ({
    messages: ids.map((id) => aMessage({ _id: id, createdAt: at(Number(id.replace('m', ''))) })),
    recipient: partner,
    blocked: false,
    nextCursor: index < messageIds.length - 1 ? `cursor-${index}` : null,
  }));
  return { pages: pageList, pageParams: pageList.map((_, index) => (index === 0 ? undefined : `cursor-${index - 1}`)) };
}

function ids(data: unknown): string[][] {
  return (data as ConversationData).pages.map((page) => page.messages.map((message) => message._id));
}

describe('the cached conversation', () => {
  it('takes a new message at the end of the newest page, once', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(messageKeys.conversation('user-2'), pages(['m3', 'm4'], ['m1', 'm2']));

    addMessageToConversation(queryClient, 'user-2', aMessage({ _id: 'm5', createdAt: at(5) }));
    addMessageToConversation(queryClient, 'user-2', aMessage({ _id: 'm5', createdAt: at(5) }));
    addMessageToConversation(queryClient, 'user-2', aMessage({ _id: 'm2', createdAt: at(2) }));
    addMessageToConversation(queryClient, 'user-3', aMessage({ _id: 'm6', createdAt: at(6) }));

    expect(ids(queryClient.getQueryData(messageKeys.conversation('user-2')))).toEqual([
      ['m3', 'm4', 'm5'],
      ['m1', 'm2'],
    ]);
    expect(queryClient.getQueryData(messageKeys.conversation('user-3'))).toBeUndefined();
  });

  it('keeps messages that arrived live while a refetch was under way', () => {
    const cached = pages(['m3', 'm4', 'm5', 'm6'], ['m1', 'm2']);
    const fetched = pages(['m4', 'm5'], ['m2', 'm3'], ['m1']);

    expect(ids(keepLiveMessages(cached, fetched))).toEqual([['m4', 'm5', 'm6'], ['m2', 'm3'], ['m1']]);
    expect(ids(keepLiveMessages(pages(['m1']), pages([])))).toEqual([['m1']]);
    expect(keepLiveMessages(pages(['m1', 'm2']), fetched)).toBe(fetched);
    expect(keepLiveMessages(undefined, fetched)).toBe(fetched);
  });
});
