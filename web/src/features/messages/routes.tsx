import type { RouteObject } from 'react-router';
import { messagePaths } from './paths';

export { messagePaths };

/** The inbox and the chat, for signed-in alumni: children of the router's <RequireAuth /> route. */
export const messageRoutes: RouteObject[] = [
  {
    path: messagePaths.messages.path,
    lazy: async () => ({ Component: (await import('./routes/inbox-page')).InboxPage }),
  },
  {
    path: messagePaths.message.path,
    lazy: async () => ({ Component: (await import('./routes/chat-page')).ChatPage }),
  },
];
