import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { mailSettingsPath } from './paths';

/** The e-mail settings page, for signed-in members: served by app/more.tsx, not in the first download. */
export const notificationMoreRoutes: RouteObject[] = [
  {
    path: mailSettingsPath,
    element: lazyPage(async () => (await import('./routes/mail-settings-page')).MailSettingsPage),
  },
];
