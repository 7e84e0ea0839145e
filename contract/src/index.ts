export * from './admin.js';
export * from './auth.js';
export * from './chapters.js';
export * from './dates.js';
export * from './endpoint.js';
export * as endpoints from './endpoints.js';
export * from './identities.js';

import type * as endpointTable from './endpoints.js';

/** An endpoint's name in the table, `feature.entry` (`stories.create`): a record keyed by it must have every endpoint. */
export type EndpointName = {
  [Feature in keyof typeof endpointTable]: `${Feature}.${keyof (typeof endpointTable)[Feature] & string}`;
}[keyof typeof endpointTable];

/** The names of the endpoints whose answer the server keeps and shares (`cached: true` in their types). */
export type CachedEndpointName = {
  [Feature in keyof typeof endpointTable]: {
    [Entry in keyof (typeof endpointTable)[Feature] & string]: (typeof endpointTable)[Feature][Entry] extends {
      readonly ' types'?: { cached: true };
    }
      ? `${Feature}.${Entry}`
      : never;
  }[keyof (typeof endpointTable)[Feature] & string];
}[keyof typeof endpointTable];
export * from './contact-requests.js';
export * from './envelope.js';
export * from './error-codes.js';
export * from './events.js';
export * from './fields.js';
export * from './first-steps.js';
export * from './i18n/format.js';
export * from './images.js';
export * from './insights.js';
export * from './institution.js';
export * from './jobs.js';
export * from './limits.js';
export * from './lists.js';
export * from './map.js';
export * from './mentoring.js';
export * from './messages.js';
export * from './notifications.js';
export * from './openid-provider.js';
export * from './page-data.js';
export * from './page-titles.js';
export * from './pages.js';
export * from './pagination.js';
export * from './posters.js';
export * from './preferences.js';
export * from './privacy.js';
export * from './profiles.js';
export * from './rights.js';
export * from './search.js';
export * from './stories.js';
export * from './urls.js';
export * from './verification.js';
