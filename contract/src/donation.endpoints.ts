import type { Campaign, CampaignInput } from './admin.js';
import type { Endpoint } from './endpoint.js';
import type { IdParams, PageQuery } from './pagination.js';

/** Giving: the campaigns anyone sees, and the admins' list and changes. */
export const campaigns = 'GET /api/v1/donation/campaigns' as Endpoint<{
  cached: true;
  query: PageQuery;
  page: Campaign;
}>;
export const allCampaigns = 'GET /api/v1/admin/campaigns' as Endpoint<{ query: PageQuery; page: Campaign }>;
export const create = 'POST /api/v1/admin/campaigns' as Endpoint<{ body: CampaignInput; data: Campaign }>;
export const update = 'PUT /api/v1/admin/campaigns/:id' as Endpoint<{
  params: IdParams;
  body: CampaignInput;
  data: Campaign;
}>;
export const remove = 'DELETE /api/v1/admin/campaigns/:id' as Endpoint<{ params: IdParams; data: null }>;
