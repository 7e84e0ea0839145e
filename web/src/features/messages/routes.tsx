import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';
import { messagePaths } from './paths';

export { messagePaths };

/** The inbox and the chat, for verified alumni: children of the router's <RequireAuth /> route. */
export const messageRoutes: RouteObject[] = [
  {
    path: messagePaths.messages.path,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/inbox-page')).InboxPage)}</VerifiedOnly>,
  },
  {
    path: messagePaths.message.path,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/chat-page')).ChatPage)}</VerifiedOnly>,
  },
];
