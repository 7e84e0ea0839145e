import type { Conversation, InboxEntry } from '@alumni/contract';
import { configure } from '@testing-library/react';
import { Outlet } from 'react-router';
import { account } from '@/test/fixtures';
import type { MockResponse } from '@/test/mock-api';
import { MessagesLink, RoutesOf, renderInRouter, signedInRoutes } from '@/test/render-app';
import { RealtimeProvider } from '../realtime/realtime-provider';
import { messageRoutes } from '../routes';

// Each page loads lazily, as in the app; on a busy machine the first import of one can take over the default second.
configure({ asyncUtilTimeout: 5_000 });

// Test scaffolding, never shown to a member: its words stay out of the catalogue (web/scripts/i18n-check.ts
// reads only words written straight into JSX).
const NAV_NAME = 'Main';
const ANOTHER_PAGE = 'Another page';

function Shell() {
  return (
    <>
      <nav aria-label={NAV_NAME}>
        <MessagesLink />
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/**
 * The chat pages behind the real sign-in guard, at `path`, for a signed-in member (account._id),
 * under a header holding the Messages link; with `realtime`, the tab's event stream runs too.
 */
export function renderMessagesPage(path: string, { realtime = false }: { realtime?: boolean } = {}) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
  const routes = (
    <RoutesOf routes={signedInRoutes(messageRoutes, { shell: <Shell />, fallback: <p>{ANOTHER_PAGE}</p> })} />
  );
  return renderInRouter(realtime ? <RealtimeProvider>{routes}</RealtimeProvider> : routes, path);
}

export const partner = { _id: 'user-2', fullName: 'Sudipta Bose', profilePicture: null, formerMember: false };

/** GET /api/v1/conversations/:id as the server answers it: the conversation in `data`, the older page's cursor in `meta`. */
export function conversationPage(conversation: Conversation, nextCursor: string | null = null): MockResponse {
  return {
    status: 200,
    body: { statusCode: 200, success: true, message: 'OK', data: conversation, meta: { nextCursor } },
  };
}

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return { messages: [], recipient: partner, blocked: false, ...overrides };
}

export function anInboxEntry(overrides: Partial<InboxEntry> = {}): InboxEntry {
  return {
    user: partner,
    lastMessage: { preview: 'See you at the reunion', senderId: partner._id, createdAt: '2026-11-05T10:00:00.000Z' },
    unreadCount: 0,
    ...overrides,
  };
}
