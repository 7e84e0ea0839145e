import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';

/** The inbox and the chat, for verified alumni: children of the router's <RequireAuth /> route. */
export const messageRoutes: RouteObject[] = [
  {
    path: PAGES.messages,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/inbox-page')).InboxPage)}</VerifiedOnly>,
  },
  {
    path: PAGES.message,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/chat-page')).ChatPage)}</VerifiedOnly>,
  },
];
