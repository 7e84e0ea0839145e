/**
 * The e-mail settings page: served by app/more.tsx (a route in app/paths.ts would cost the home
 * page's first download bytes it does not have). Mails link here too (server: mail templates).
 */
export const mailSettingsPath = '/account/email';
