import { PAGES } from '@alumni/contract';

/**
 * The e-mail settings page: served by app/more.tsx (with this feature's routes.tsx; a route
 * in the first download's router would cost the home page bytes it does not have). Mails link here
 * too (server: mail templates).
 */
export const mailSettingsPath = PAGES.mailSettings;
