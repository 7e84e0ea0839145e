import { oidcModels } from '../../db/schema.js';
import { defineContent } from '../content.js';
import { allowedAtOfGrant, scopesOfGrant } from './presenter.js';
import { listGrantsOf } from './queries.js';

/**
 * The applications the member allowed to sign them in with the portal (decision 0051): in their
 * data export, the application, what it may receive and since when; never a code or a token.
 * Its rows are the provider's grants in `oidc_models`, whose `account_id` is the provider's text
 * (no foreign key): the sweep (sweep.ts) removes a deleted member's grants.
 */
export const connectedAppContent = defineContent({
  name: 'connected app',
  table: oidcModels,
  people: [],
  cacheTag: null,
  moderation: { notReported: 'a permission the member gave, seen by them only' },
  export: {
    key: 'connectedApps',
    load: async (db, userId) => ({ rows: await listGrantsOf(db, userId) }),
    present: (row) => ({
      id: row.grantId,
      clientId: row.clientId,
      name: row.name,
      scopes: scopesOfGrant(row.payload),
      allowedAt: allowedAtOfGrant(row.payload),
    }),
  },
  whileSuspended: { shown: 'only its member sees it; a suspended member signs in to no application' },
  digest: { notInDigest: 'a permission is the member’s own' },
  listedAt: null,
});
