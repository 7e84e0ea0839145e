import { type CampaignInput, campaignSchema } from '@alumni/contract';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys, useAdminMutation } from '@/features/admin';
import { api } from '@/lib/api';
import { activeCampaignsQueryOptions } from './get-campaigns';

/** The admin list and the Donation page's list both show campaigns. */
export function refreshCampaigns(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.campaigns() }),
    queryClient.invalidateQueries({ queryKey: activeCampaignsQueryOptions.queryKey }),
  ]);
}

/** POST /api/v1/admin/campaigns (no id) or PUT /api/v1/admin/campaigns/:id. */
export function saveCampaign({ id, body }: { id: string | null; body: CampaignInput }) {
  return id === null
    ? api.withMessage('/v1/admin/campaigns', campaignSchema, { method: 'POST', body, auth: true })
    : api.withMessage(`/v1/admin/campaigns/${encodeURIComponent(id)}`, campaignSchema, {
        method: 'PUT',
        body,
        auth: true,
      });
}

export function useSaveCampaign() {
  return useAdminMutation(saveCampaign, refreshCampaigns);
}
