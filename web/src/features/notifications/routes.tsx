import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/**
 * The e-mail settings page, for signed-in members: not in the first download (FIRST_DOWNLOAD in
 * the contract's page table), composed by app/more.tsx.
 */
export const notificationRoutes: RouteObject[] = [
  {
    path: PAGES.mailSettings,
    element: lazyPage(async () => (await import('./routes/mail-settings-page')).MailSettingsPage),
  },
];
