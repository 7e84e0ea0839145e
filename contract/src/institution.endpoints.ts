import type { Endpoint } from './endpoint.js';
import type { Institution } from './institution.js';
import type { Language } from './languages.js';

/** The institution's configuration the web app renders, in the language asked for (else the reader's). */
export const config = 'GET /api/v1/config' as Endpoint<{ cached: true; query: { lang?: Language }; data: Institution }>;
