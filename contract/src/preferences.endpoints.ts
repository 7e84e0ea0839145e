import type { Endpoint } from './endpoint.js';
import type { Preferences, PreferencesUpdate } from './preferences.js';

/** The reader's language and colour scheme (anyone; kept on the account for a member). */
export const update = 'PUT /api/v1/preferences' as Endpoint<{ body: PreferencesUpdate; data: Preferences }>;
